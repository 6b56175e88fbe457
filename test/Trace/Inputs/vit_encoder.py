"""A ViT-style encoder for dimtune.trace's tests: 16x16 patches by a strided convolution, a
class token, learned positions, pre-norm blocks with non-causal attention written out as timm
writes it (one QKV projection, permuted into q, k, v) and a GELU MLP, a classifier on the
class token and its cross-entropy loss. 224x224 images: 196 patches and the class token, 197
tokens; hidden 384 (6 heads of 64). Built on the CPU with real (small) weights: the tracer
copies them to meta."""
import torch
import torch.nn as nn
import torch.nn.functional as F

IMAGE, PATCH, HIDDEN, HEADS, LAYERS, BATCH, CLASSES = 224, 16, 384, 6, 2, 4, 1000
DTYPE = torch.bfloat16


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(HIDDEN, 3 * HIDDEN)
        self.proj = nn.Linear(HIDDEN, HIDDEN)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, HEADS, C // HEADS).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        attn = (q @ k.transpose(-2, -1)) * (C // HEADS) ** -0.5
        x = attn.softmax(dim=-1) @ v
        return self.proj(x.transpose(1, 2).reshape(B, N, C))


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(HIDDEN, 4 * HIDDEN)
        self.fc2 = nn.Linear(4 * HIDDEN, HIDDEN)

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x)))


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.norm1 = nn.LayerNorm(HIDDEN)
        self.attn = Attention()
        self.norm2 = nn.LayerNorm(HIDDEN)
        self.mlp = MLP()

    def forward(self, x):
        x = x + self.attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class PatchEmbed(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Conv2d(3, HIDDEN, PATCH, stride=PATCH)

    def forward(self, images):
        return self.proj(images).flatten(2).transpose(1, 2)


class ViT(nn.Module):
    def __init__(self):
        super().__init__()
        patches = (IMAGE // PATCH) ** 2
        self.patch_embed = PatchEmbed()
        self.cls_token = nn.Parameter(torch.zeros(1, 1, HIDDEN))
        self.pos_embed = nn.Parameter(torch.zeros(1, patches + 1, HIDDEN))
        self.blocks = nn.ModuleList(Block() for _ in range(LAYERS))
        self.norm = nn.LayerNorm(HIDDEN)
        self.head = nn.Linear(HIDDEN, CLASSES)

    def forward(self, images, labels):
        x = self.patch_embed(images)
        x = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1) + self.pos_embed
        for block in self.blocks:
            x = block(x)
        logits = self.head(self.norm(x)[:, 0])
        return F.cross_entropy(logits.float(), labels)


def vit():
    model = ViT().to(DTYPE)
    images = torch.zeros(BATCH, 3, IMAGE, IMAGE, dtype=DTYPE)
    return model, (images, torch.zeros(BATCH, dtype=torch.long))
