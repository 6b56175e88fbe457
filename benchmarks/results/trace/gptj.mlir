module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<50400x4096xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<1024xi64>, %arg5: tensor<1024xi64>, %arg6: tensor<1024xi64>, %arg7: tensor<1024x1024xi1>, %arg8: tensor<bf16>, %arg9: tensor<bf16>, %arg10: tensor<2x1024x4096xbf16>, %arg11: tensor<4096xbf16>, %arg12: tensor<4096xbf16>, %arg13: tensor<2048x4096xbf16>, %arg14: tensor<4096x4096xbf16>, %arg15: tensor<2048x4096xbf16>, %arg16: tensor<4096x4096xbf16>, %arg17: tensor<2048x4096xbf16>, %arg18: tensor<4096x4096xbf16>, %arg19: tensor<2048x64xf32>, %arg20: tensor<1024xi64>, %arg21: tensor<1024x64xi64>, %arg22: tensor<1x2048x64xf32>, %arg23: tensor<1024x64xf32>, %arg24: tensor<1024x32xbf16>, %arg25: tensor<1024x32xbf16>, %arg26: tensor<2x1024x16x64xbf16>, %arg27: tensor<1024x64xbf16>, %arg28: tensor<2x1024x16x32xbf16>, %arg29: tensor<2x1024x16x32xbf16>, %arg30: tensor<2x1024x16x32xbf16>, %arg31: tensor<2x1024x16x64xbf16>, %arg32: tensor<1024x64xbf16>, %arg33: tensor<2x1024x16x64xbf16>, %arg34: tensor<2x1024x16x64xbf16>, %arg35: tensor<1024x32xbf16>, %arg36: tensor<1024x32xbf16>, %arg37: tensor<2x1024x16x64xbf16>, %arg38: tensor<1024x64xbf16>, %arg39: tensor<2x1024x16x32xbf16>, %arg40: tensor<2x1024x16x32xbf16>, %arg41: tensor<2x1024x16x32xbf16>, %arg42: tensor<2x1024x16x64xbf16>, %arg43: tensor<1024x64xbf16>, %arg44: tensor<2x1024x16x64xbf16>, %arg45: tensor<2x1024x16x64xbf16>, %arg46: tensor<2x1024x16x64xbf16>, %arg47: tensor<2x1024x16x192xbf16>, %arg48: tensor<2x1024x16x64xbf16>, %arg49: tensor<2x1024x16x192xbf16>, %arg50: tensor<2x1024x16x256xbf16>, %arg51: tensor<2x1024x16x256xbf16>, %arg52: tensor<2x1024x16x256xf32>, %arg53: tensor<2x1024x16x256xf32>, %arg54: tensor<32x1024x256xf32>, %arg55: tensor<32x256x1024xf32>, %arg56: tensor<2x16x1024x1024xf32>, %arg57: tensor<2x16x1024x1024xf32>, %arg58: tensor<2x1024x1024xbf16>, %arg59: tensor<2x16x1024x1024xf32>, %arg60: tensor<2x16x1024x1024xf32>, %arg61: tensor<2x1024x16x256xbf16>, %arg62: tensor<32x1024x1024xbf16>, %arg63: tensor<32x1024x256xbf16>, %arg64: tensor<2x16x1024x256xbf16>, %arg65: tensor<2048x4096xbf16>, %arg66: tensor<4096x4096xbf16>, %arg67: tensor<2048x4096xbf16>, %arg68: tensor<16384x4096xbf16>, %arg69: tensor<2x1024x16384xbf16>, %arg70: tensor<2x1024x16384xbf16>, %arg71: tensor<2x1024x16384xbf16>, %arg72: tensor<2x1024x16384xbf16>, %arg73: tensor<2x1024x16384xbf16>, %arg74: tensor<2x1024x16384xbf16>, %arg75: tensor<2x1024x16384xbf16>, %arg76: tensor<2x1024x16384xbf16>, %arg77: tensor<2x1024x16384xbf16>, %arg78: tensor<2x1024x16384xbf16>, %arg79: tensor<2048x16384xbf16>, %arg80: tensor<4096x16384xbf16>, %arg81: tensor<2x1024x4096xbf16>, %arg82: tensor<2x1024x4096xbf16>, %arg83: tensor<2x1024x4096xbf16>, %arg84: tensor<2x1024x4096xbf16>, %arg85: tensor<2x1024x4096xbf16>, %arg86: tensor<4096xbf16>, %arg87: tensor<4096xbf16>, %arg88: tensor<2048x4096xbf16>, %arg89: tensor<4096x4096xbf16>, %arg90: tensor<2048x4096xbf16>, %arg91: tensor<4096x4096xbf16>, %arg92: tensor<2048x4096xbf16>, %arg93: tensor<4096x4096xbf16>, %arg94: tensor<2048x64xf32>, %arg95: tensor<1024xi64>, %arg96: tensor<1024x64xi64>, %arg97: tensor<1x2048x64xf32>, %arg98: tensor<1024x64xf32>, %arg99: tensor<1024x32xbf16>, %arg100: tensor<1024x32xbf16>, %arg101: tensor<2x1024x16x64xbf16>, %arg102: tensor<1024x64xbf16>, %arg103: tensor<2x1024x16x32xbf16>, %arg104: tensor<2x1024x16x32xbf16>, %arg105: tensor<2x1024x16x32xbf16>, %arg106: tensor<2x1024x16x64xbf16>, %arg107: tensor<1024x64xbf16>, %arg108: tensor<2x1024x16x64xbf16>, %arg109: tensor<2x1024x16x64xbf16>, %arg110: tensor<1024x32xbf16>, %arg111: tensor<1024x32xbf16>, %arg112: tensor<2x1024x16x64xbf16>, %arg113: tensor<1024x64xbf16>, %arg114: tensor<2x1024x16x32xbf16>, %arg115: tensor<2x1024x16x32xbf16>, %arg116: tensor<2x1024x16x32xbf16>, %arg117: tensor<2x1024x16x64xbf16>, %arg118: tensor<1024x64xbf16>, %arg119: tensor<2x1024x16x64xbf16>, %arg120: tensor<2x1024x16x64xbf16>, %arg121: tensor<2x1024x16x64xbf16>, %arg122: tensor<2x1024x16x192xbf16>, %arg123: tensor<2x1024x16x64xbf16>, %arg124: tensor<2x1024x16x192xbf16>, %arg125: tensor<2x1024x16x256xbf16>, %arg126: tensor<2x1024x16x256xbf16>, %arg127: tensor<2x1024x16x256xf32>, %arg128: tensor<2x1024x16x256xf32>, %arg129: tensor<32x1024x256xf32>, %arg130: tensor<32x256x1024xf32>, %arg131: tensor<2x16x1024x1024xf32>, %arg132: tensor<2x16x1024x1024xf32>, %arg133: tensor<2x1024x1024xbf16>, %arg134: tensor<2x16x1024x1024xf32>, %arg135: tensor<2x16x1024x1024xf32>, %arg136: tensor<2x1024x16x256xbf16>, %arg137: tensor<32x1024x1024xbf16>, %arg138: tensor<32x1024x256xbf16>, %arg139: tensor<2x16x1024x256xbf16>, %arg140: tensor<2048x4096xbf16>, %arg141: tensor<4096x4096xbf16>, %arg142: tensor<2048x4096xbf16>, %arg143: tensor<16384x4096xbf16>, %arg144: tensor<2x1024x16384xbf16>, %arg145: tensor<2x1024x16384xbf16>, %arg146: tensor<2x1024x16384xbf16>, %arg147: tensor<2x1024x16384xbf16>, %arg148: tensor<2x1024x16384xbf16>, %arg149: tensor<2x1024x16384xbf16>, %arg150: tensor<2x1024x16384xbf16>, %arg151: tensor<2x1024x16384xbf16>, %arg152: tensor<2x1024x16384xbf16>, %arg153: tensor<2x1024x16384xbf16>, %arg154: tensor<2048x16384xbf16>, %arg155: tensor<4096x16384xbf16>, %arg156: tensor<2x1024x4096xbf16>, %arg157: tensor<2x1024x4096xbf16>, %arg158: tensor<2x1024x4096xbf16>, %arg159: tensor<2x1024x4096xbf16>, %arg160: tensor<2x1024x4096xbf16>, %arg161: tensor<4096xbf16>, %arg162: tensor<4096xbf16>, %arg163: tensor<2048x4096xbf16>, %arg164: tensor<50400x4096xbf16>, %arg165: tensor<2x1024x50400xbf16>, %arg166: tensor<2x1024xi64>, %arg167: tensor<2x1024xi64>, %arg168: tensor<2048x50400xf32>, %arg169: tensor<2048xi64>, %arg170: tensor<f32>, %arg171: tensor<2048xi64>, %arg172: tensor<f32>, %arg173: tensor<2048x50400xf32>, %arg174: tensor<2048x50400xf32>, %arg175: tensor<2x1024x50400xf32>, %arg176: tensor<2048x50400xbf16>, %arg177: tensor<50400x4096xbf16>, %arg178: tensor<2048x50400xbf16>, %arg179: tensor<2048x4096xbf16>, %arg180: tensor<2048x50400xbf16>, %arg181: tensor<2x1024x4096xbf16>, %arg182: tensor<2x1024x4096xbf16>, %arg183: tensor<2x1024xf32>, %arg184: tensor<2x1024xf32>, %arg185: tensor<4096xbf16>, %arg186: tensor<2x1024x4096xbf16>, %arg187: tensor<2x1024x4096xbf16>, %arg188: tensor<2x1024xf32>, %arg189: tensor<2x1024xf32>, %arg190: tensor<2048x4096xbf16>, %arg191: tensor<4096x16384xbf16>, %arg192: tensor<2048x4096xbf16>, %arg193: tensor<2048x16384xbf16>, %arg194: tensor<2048x4096xbf16>, %arg195: tensor<2x1024x16384xbf16>, %arg196: tensor<2x1024x16384xbf16>, %arg197: tensor<2x1024x16384xbf16>, %arg198: tensor<2x1024x16384xbf16>, %arg199: tensor<2x1024x16384xbf16>, %arg200: tensor<2x1024x16384xbf16>, %arg201: tensor<2x1024x16384xbf16>, %arg202: tensor<2x1024x16384xbf16>, %arg203: tensor<2x1024x16384xbf16>, %arg204: tensor<2x1024x16384xbf16>, %arg205: tensor<2x1024x16384xbf16>, %arg206: tensor<2x1024x16384xbf16>, %arg207: tensor<2x1024x16384xbf16>, %arg208: tensor<2x1024x16384xbf16>, %arg209: tensor<2x1024x16384xbf16>, %arg210: tensor<2x1024x16384xbf16>, %arg211: tensor<2x1024x16384xbf16>, %arg212: tensor<2048x16384xbf16>, %arg213: tensor<16384x4096xbf16>, %arg214: tensor<2048x16384xbf16>, %arg215: tensor<2048x4096xbf16>, %arg216: tensor<2048x16384xbf16>, %arg217: tensor<2048x4096xbf16>, %arg218: tensor<2048x4096xbf16>, %arg219: tensor<2048x4096xbf16>, %arg220: tensor<4096x4096xbf16>, %arg221: tensor<2x1024x16x256xbf16>, %arg222: tensor<32x1024x1024xbf16>, %arg223: tensor<32x1024x256xbf16>, %arg224: tensor<32x1024x256xbf16>, %arg225: tensor<32x1024x256xbf16>, %arg226: tensor<2x16x1024x1024xbf16>, %arg227: tensor<2x16x1024x1024xf32>, %arg228: tensor<2x16x1024x1024xf32>, %arg229: tensor<2x16x1024x1024xf32>, %arg230: tensor<32x1024x256xf32>, %arg231: tensor<32x1024x1024xf32>, %arg232: tensor<32x1024x1024xf32>, %arg233: tensor<32x256x1024xf32>, %arg234: tensor<2x16x256x1024xf32>, %arg235: tensor<2x16x1024x256xf32>, %arg236: tensor<2x16x1024x64xbf16>, %arg237: tensor<1024x64xbf16>, %arg238: tensor<2x16x1024x32xbf16>, %arg239: tensor<2x16x1024x32xbf16>, %arg240: tensor<2x16x1024x32xbf16>, %arg241: tensor<2x1024x16x64xbf16>, %arg242: tensor<2x1024x16x64xbf16>, %arg243: tensor<2x16x1024x64xbf16>, %arg244: tensor<1024x64xbf16>, %arg245: tensor<2x1024x16x64xbf16>, %arg246: tensor<2x16x1024x64xbf16>, %arg247: tensor<2x16x64x1024xbf16>, %arg248: tensor<1024x64xbf16>, %arg249: tensor<2x16x32x1024xbf16>, %arg250: tensor<2x16x32x1024xbf16>, %arg251: tensor<2x16x32x1024xbf16>, %arg252: tensor<2x1024x16x64xbf16>, %arg253: tensor<2x1024x16x64xbf16>, %arg254: tensor<2x16x64x1024xbf16>, %arg255: tensor<1024x64xbf16>, %arg256: tensor<2x1024x16x64xbf16>, %arg257: tensor<2x16x64x1024xbf16>, %arg258: tensor<2x16x1024x192xbf16>, %arg259: tensor<2x1024x16x64xbf16>, %arg260: tensor<2x1024x16x256xbf16>, %arg261: tensor<2x1024x16x256xbf16>, %arg262: tensor<2x16x192x1024xbf16>, %arg263: tensor<2x1024x16x64xbf16>, %arg264: tensor<2x1024x16x256xbf16>, %arg265: tensor<2x1024x16x256xbf16>, %arg266: tensor<2x16x1024x256xbf16>, %arg267: tensor<2048x4096xbf16>, %arg268: tensor<2048x4096xbf16>, %arg269: tensor<2048x4096xbf16>, %arg270: tensor<4096x4096xbf16>, %arg271: tensor<2x1024x4096xbf16>, %arg272: tensor<2x1024x4096xbf16>, %arg273: tensor<2048x4096xbf16>, %arg274: tensor<2048x4096xbf16>, %arg275: tensor<2048x4096xbf16>, %arg276: tensor<4096x4096xbf16>, %arg277: tensor<2x1024x4096xbf16>, %arg278: tensor<2x1024x4096xbf16>, %arg279: tensor<2048x4096xbf16>, %arg280: tensor<2048x4096xbf16>, %arg281: tensor<2048x4096xbf16>, %arg282: tensor<4096x4096xbf16>, %arg283: tensor<2x1024x4096xbf16>, %arg284: tensor<2x1024x4096xbf16>, %arg285: tensor<2x1024x4096xbf16>, %arg286: tensor<2x1024x4096xbf16>, %arg287: tensor<2x1024xf32>, %arg288: tensor<2x1024xf32>, %arg289: tensor<4096xbf16>, %arg290: tensor<2x1024x4096xbf16>, %arg291: tensor<2x1024x4096xbf16>, %arg292: tensor<2x1024xf32>, %arg293: tensor<2x1024xf32>, %arg294: tensor<2x1024x4096xbf16>, %arg295: tensor<2x1024x4096xbf16>, %arg296: tensor<2048x4096xbf16>, %arg297: tensor<4096x16384xbf16>, %arg298: tensor<2048x4096xbf16>, %arg299: tensor<2048x16384xbf16>, %arg300: tensor<2048x4096xbf16>, %arg301: tensor<2x1024x16384xbf16>, %arg302: tensor<2x1024x16384xbf16>, %arg303: tensor<2x1024x16384xbf16>, %arg304: tensor<2x1024x16384xbf16>, %arg305: tensor<2x1024x16384xbf16>, %arg306: tensor<2x1024x16384xbf16>, %arg307: tensor<2x1024x16384xbf16>, %arg308: tensor<2x1024x16384xbf16>, %arg309: tensor<2x1024x16384xbf16>, %arg310: tensor<2x1024x16384xbf16>, %arg311: tensor<2x1024x16384xbf16>, %arg312: tensor<2x1024x16384xbf16>, %arg313: tensor<2x1024x16384xbf16>, %arg314: tensor<2x1024x16384xbf16>, %arg315: tensor<2x1024x16384xbf16>, %arg316: tensor<2x1024x16384xbf16>, %arg317: tensor<2x1024x16384xbf16>, %arg318: tensor<2048x16384xbf16>, %arg319: tensor<16384x4096xbf16>, %arg320: tensor<2048x16384xbf16>, %arg321: tensor<2048x4096xbf16>, %arg322: tensor<2048x16384xbf16>, %arg323: tensor<2048x4096xbf16>, %arg324: tensor<2048x4096xbf16>, %arg325: tensor<2048x4096xbf16>, %arg326: tensor<4096x4096xbf16>, %arg327: tensor<2x1024x16x256xbf16>, %arg328: tensor<32x1024x1024xbf16>, %arg329: tensor<32x1024x256xbf16>, %arg330: tensor<32x1024x256xbf16>, %arg331: tensor<32x1024x256xbf16>, %arg332: tensor<2x16x1024x1024xbf16>, %arg333: tensor<2x16x1024x1024xf32>, %arg334: tensor<2x16x1024x1024xf32>, %arg335: tensor<2x16x1024x1024xf32>, %arg336: tensor<32x1024x256xf32>, %arg337: tensor<32x1024x1024xf32>, %arg338: tensor<32x1024x1024xf32>, %arg339: tensor<32x256x1024xf32>, %arg340: tensor<2x16x256x1024xf32>, %arg341: tensor<2x16x1024x256xf32>, %arg342: tensor<2x16x1024x64xbf16>, %arg343: tensor<1024x64xbf16>, %arg344: tensor<2x16x1024x32xbf16>, %arg345: tensor<2x16x1024x32xbf16>, %arg346: tensor<2x16x1024x32xbf16>, %arg347: tensor<2x1024x16x64xbf16>, %arg348: tensor<2x1024x16x64xbf16>, %arg349: tensor<2x16x1024x64xbf16>, %arg350: tensor<1024x64xbf16>, %arg351: tensor<2x1024x16x64xbf16>, %arg352: tensor<2x16x1024x64xbf16>, %arg353: tensor<2x16x64x1024xbf16>, %arg354: tensor<1024x64xbf16>, %arg355: tensor<2x16x32x1024xbf16>, %arg356: tensor<2x16x32x1024xbf16>, %arg357: tensor<2x16x32x1024xbf16>, %arg358: tensor<2x1024x16x64xbf16>, %arg359: tensor<2x1024x16x64xbf16>, %arg360: tensor<2x16x64x1024xbf16>, %arg361: tensor<1024x64xbf16>, %arg362: tensor<2x1024x16x64xbf16>, %arg363: tensor<2x16x64x1024xbf16>, %arg364: tensor<2x16x1024x192xbf16>, %arg365: tensor<2x1024x16x64xbf16>, %arg366: tensor<2x1024x16x256xbf16>, %arg367: tensor<2x1024x16x256xbf16>, %arg368: tensor<2x16x192x1024xbf16>, %arg369: tensor<2x1024x16x64xbf16>, %arg370: tensor<2x1024x16x256xbf16>, %arg371: tensor<2x1024x16x256xbf16>, %arg372: tensor<2x16x1024x256xbf16>, %arg373: tensor<2048x4096xbf16>, %arg374: tensor<2048x4096xbf16>, %arg375: tensor<2048x4096xbf16>, %arg376: tensor<4096x4096xbf16>, %arg377: tensor<2x1024x4096xbf16>, %arg378: tensor<2x1024x4096xbf16>, %arg379: tensor<2048x4096xbf16>, %arg380: tensor<2048x4096xbf16>, %arg381: tensor<2048x4096xbf16>, %arg382: tensor<4096x4096xbf16>, %arg383: tensor<2x1024x4096xbf16>, %arg384: tensor<2x1024x4096xbf16>, %arg385: tensor<2048x4096xbf16>, %arg386: tensor<2048x4096xbf16>, %arg387: tensor<2048x4096xbf16>, %arg388: tensor<4096x4096xbf16>, %arg389: tensor<2x1024x4096xbf16>, %arg390: tensor<2x1024x4096xbf16>, %arg391: tensor<2x1024x4096xbf16>, %arg392: tensor<2x1024x4096xbf16>, %arg393: tensor<2x1024xf32>, %arg394: tensor<2x1024xf32>, %arg395: tensor<4096xbf16>, %arg396: tensor<2x1024x4096xbf16>, %arg397: tensor<2x1024x4096xbf16>, %arg398: tensor<2x1024xf32>, %arg399: tensor<2x1024xf32>, %arg400: tensor<2x1024x4096xbf16>, %arg401: tensor<2x1024x4096xbf16>, %arg402: tensor<2x1024xi64>, %arg403: tensor<2x1024x4096xbf16>) -> (tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<32x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<32x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50400xbf16>, tensor<2x1024x50400xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50400xf32>, tensor<f32>, tensor<f32>, tensor<2048x50400xf32>, tensor<2048x50400xf32>, tensor<2x1024x50400xbf16>, tensor<2048x4096xbf16>, tensor<50400x4096xbf16>, tensor<50400xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<32x1024x1024xbf16>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<32x256x1024xf32>, tensor<32x1024x256xf32>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<32x1024x1024xbf16>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<32x256x1024xf32>, tensor<32x1024x256xf32>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<50400x4096xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : bf16
    %c2 = arith.constant 0.0 : f32
    %c3 = arith.constant 0 : index
    %e1 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<50400x4096xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.wte:aten.embedding.default")
    %e3 = tensor.empty() : tensor<1024xi64>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.arange.default")
    %e5 = tensor.empty() : tensor<1024xi64>
    %r6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<1024xi64>) outs(%e5 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.add.Tensor")
    %e7 = tensor.empty() : tensor<2xi64>
    %r8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e7 : tensor<2xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<2xi64> loc("transformer:aten.arange.default")
    %e9 = tensor.empty() : tensor<i64>
    %r10 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e9 : tensor<i64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<i64> loc("transformer:aten.arange.default")
    %e11 = tensor.empty() : tensor<1024xi64>
    %r12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e11 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.arange.default")
    %e13 = tensor.empty() : tensor<1024xi64>
    %r14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<1024xi64>) outs(%e13 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.add.Tensor")
    %e15 = tensor.empty() : tensor<1024xi64>
    %r16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.arange.default")
    %e17 = tensor.empty() : tensor<1024xi64>
    %r18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<1024xi64>) outs(%e17 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.add.Tensor")
    %e19 = tensor.empty() : tensor<1024x1024xi1>
    %r20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg6 : tensor<1024xi64>, tensor<1024xi64>) outs(%e19 : tensor<1024x1024xi1>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.le.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: i64, %in1: i64, %out0: i1):
      %b1 = arith.trunci %in0 : i64 to i1
      %b2 = arith.trunci %in1 : i64 to i1
      %b3 = arith.addi %b1, %b2 : i1
      linalg.yield %b3 : i1
    } -> tensor<1024x1024xi1> loc("transformer:aten.le.Tensor")
    %e21 = tensor.empty() : tensor<bf16>
    %r22 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e21 : tensor<bf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.scalar_tensor.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c1 : bf16
    } -> tensor<bf16> loc("transformer:aten.scalar_tensor.default")
    %e23 = tensor.empty() : tensor<2x1024x1024xbf16>
    %r24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %arg8, %arg9 : tensor<1024x1024xi1>, tensor<bf16>, tensor<bf16>) outs(%e23 : tensor<2x1024x1024xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.where.self"} {
    ^bb0(%in0: i1, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.uitofp %in0 : i1 to bf16
      %b2 = arith.addf %b1, %in1 : bf16
      %b3 = arith.addf %b2, %in2 : bf16
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x1024xbf16> loc("transformer:aten.where.self")
    %e25 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z26 = linalg.fill ins(%c1 : bf16) outs(%e25 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %e27 = tensor.empty() : tensor<2x1024xf32>
    %z28 = linalg.fill ins(%c2 : f32) outs(%e27 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e29 = tensor.empty() : tensor<2x1024xf32>
    %z30 = linalg.fill ins(%c2 : f32) outs(%e29 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r31:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg10, %arg11, %arg12 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>) outs(%z26, %z28, %z30 : tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.0.ln_1:aten.native_layer_norm.default")
    %e32 = tensor.empty() : tensor<2048x4096xbf16>
    %z33 = linalg.fill ins(%c1 : bf16) outs(%e32 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r34 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg13, %arg14 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z33 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.q_proj:aten.mm.default")
    %e35 = tensor.empty() : tensor<2048x4096xbf16>
    %z36 = linalg.fill ins(%c1 : bf16) outs(%e35 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r37 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg15, %arg16 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z36 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.k_proj:aten.mm.default")
    %e38 = tensor.empty() : tensor<2048x4096xbf16>
    %z39 = linalg.fill ins(%c1 : bf16) outs(%e38 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r40 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg17, %arg18 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z39 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.v_proj:aten.mm.default")
    %e41 = tensor.empty() : tensor<2048x64xf32>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<2048x64xf32>) outs(%e41 : tensor<2048x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.repeat.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x64xf32> loc("transformer.h.0.attn:aten.repeat.default")
    %e43 = tensor.empty() : tensor<1024x64xi64>
    %r44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<1024xi64>) outs(%e43 : tensor<1024x64xi64>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.repeat.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024x64xi64> loc("transformer.h.0.attn:aten.repeat.default")
    %e45 = tensor.empty() : tensor<1024x64xf32>
    %r46 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg21 : tensor<1024x64xi64>) outs(%e45 : tensor<1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.gather.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg22[%c3, %b1, %b2] : tensor<1x2048x64xf32>
      linalg.yield %b3 : f32
    } -> tensor<1024x64xf32> loc("transformer.h.0.attn:aten.gather.default")
    %e47 = tensor.empty() : tensor<1024x64xbf16>
    %r48 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg23 : tensor<1024x64xf32>) outs(%e47 : tensor<1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x64xbf16> loc("transformer.h.0.attn:aten._to_copy.default")
    %e49 = tensor.empty() : tensor<1024x32x2xbf16>
    %r50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg24 : tensor<1024x32xbf16>) outs(%e49 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e51 = tensor.empty() : tensor<1024x32x2xbf16>
    %r52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<1024x32xbf16>) outs(%e51 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e53 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg26, %arg27 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e53 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e55 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x1024x16x32xbf16>) outs(%e55 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("transformer.h.0.attn:aten.neg.default")
    %e57 = tensor.empty() : tensor<2x1024x16x32x2xbf16>
    %r58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg29, %arg30 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e57 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.0.attn:aten.stack.default")
    %e59 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg31, %arg32 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e59 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e61 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg33, %arg34 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e61 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e63 = tensor.empty() : tensor<1024x32x2xbf16>
    %r64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<1024x32xbf16>) outs(%e63 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e65 = tensor.empty() : tensor<1024x32x2xbf16>
    %r66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36 : tensor<1024x32xbf16>) outs(%e65 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e67 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e67 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e69 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39 : tensor<2x1024x16x32xbf16>) outs(%e69 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("transformer.h.0.attn:aten.neg.default")
    %e71 = tensor.empty() : tensor<2x1024x16x32x2xbf16>
    %r72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg40, %arg41 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e71 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.0.attn:aten.stack.default")
    %e73 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg42, %arg43 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e73 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e75 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg44, %arg45 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e75 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e77 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e77 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.cat.default")
    %e79 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg48, %arg49 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e79 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.cat.default")
    %e81 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg50 : tensor<2x1024x16x256xbf16>) outs(%e81 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x16x256xf32> loc("transformer.h.0.attn:aten._to_copy.default")
    %e83 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg51 : tensor<2x1024x16x256xbf16>) outs(%e83 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x16x256xf32> loc("transformer.h.0.attn:aten._to_copy.default")
    %e85 = tensor.empty() : tensor<2x16x1024x256xf32>
    %r86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x1024x16x256xf32>) outs(%e85 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.0.attn:aten.clone.default")
    %e87 = tensor.empty() : tensor<2x16x256x1024xf32>
    %r88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg53 : tensor<2x1024x16x256xf32>) outs(%e87 : tensor<2x16x256x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x256x1024xf32> loc("transformer.h.0.attn:aten.clone.default")
    %e89 = tensor.empty() : tensor<32x1024x1024xf32>
    %z90 = linalg.fill ins(%c2 : f32) outs(%e89 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %r91 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg54, %arg55 : tensor<32x1024x256xf32>, tensor<32x256x1024xf32>) outs(%z90 : tensor<32x1024x1024xf32>) {dimtune.role = "attn_score", dimtune.pass = "fwd", dimtune.eager_attention} -> tensor<32x1024x1024xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e92 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x16x1024x1024xf32>) outs(%e92 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.div.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten.div.Tensor")
    %e94 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg57, %arg58 : tensor<2x16x1024x1024xf32>, tensor<2x1024x1024xbf16>) outs(%e94 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.addf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten.add.Tensor")
    %e96 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z97 = linalg.fill ins(%c2 : f32) outs(%e96 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg59 : tensor<2x16x1024x1024xf32>) outs(%z97 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten._softmax.default")
    %e99 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %r100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg60 : tensor<2x16x1024x1024xf32>) outs(%e99 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("transformer.h.0.attn:aten._to_copy.default")
    %e101 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg61 : tensor<2x1024x16x256xbf16>) outs(%e101 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e103 = tensor.empty() : tensor<32x1024x256xbf16>
    %z104 = linalg.fill ins(%c1 : bf16) outs(%e103 : tensor<32x1024x256xbf16>) -> tensor<32x1024x256xbf16>
    %r105 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg62, %arg63 : tensor<32x1024x1024xbf16>, tensor<32x1024x256xbf16>) outs(%z104 : tensor<32x1024x256xbf16>) {dimtune.role = "attn_context", dimtune.pass = "fwd", dimtune.eager_attention} -> tensor<32x1024x256xbf16> loc("transformer.h.0.attn:aten.bmm.default")
    %e106 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x16x1024x256xbf16>) outs(%e106 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e108 = tensor.empty() : tensor<2048x4096xbf16>
    %z109 = linalg.fill ins(%c1 : bf16) outs(%e108 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r110 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg65, %arg66 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z109 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.out_proj:aten.mm.default")
    %e111 = tensor.empty() : tensor<2048x16384xbf16>
    %z112 = linalg.fill ins(%c1 : bf16) outs(%e111 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r113 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg67, %arg68 : tensor<2048x4096xbf16>, tensor<16384x4096xbf16>) outs(%z112 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x16384xbf16> loc("transformer.h.0.mlp.fc_in:aten.addmm.default")
    %e114 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69 : tensor<2x1024x16384xbf16>) outs(%e114 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e116 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70 : tensor<2x1024x16384xbf16>) outs(%e116 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.pow.Tensor_Scalar")
    %e118 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71 : tensor<2x1024x16384xbf16>) outs(%e118 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e120 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg72, %arg73 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e120 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e122 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74 : tensor<2x1024x16384xbf16>) outs(%e122 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e124 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75 : tensor<2x1024x16384xbf16>) outs(%e124 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.tanh.default")
    %e126 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg76 : tensor<2x1024x16384xbf16>) outs(%e126 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e128 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e128 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e130 = tensor.empty() : tensor<2048x4096xbf16>
    %z131 = linalg.fill ins(%c1 : bf16) outs(%e130 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r132 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg79, %arg80 : tensor<2048x16384xbf16>, tensor<4096x16384xbf16>) outs(%z131 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.0.mlp.fc_out:aten.addmm.default")
    %e133 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e133 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e135 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83, %arg84 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e135 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e137 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z138 = linalg.fill ins(%c1 : bf16) outs(%e137 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %e139 = tensor.empty() : tensor<2x1024xf32>
    %z140 = linalg.fill ins(%c2 : f32) outs(%e139 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e141 = tensor.empty() : tensor<2x1024xf32>
    %z142 = linalg.fill ins(%c2 : f32) outs(%e141 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r143:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg85, %arg86, %arg87 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>) outs(%z138, %z140, %z142 : tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.1.ln_1:aten.native_layer_norm.default")
    %e144 = tensor.empty() : tensor<2048x4096xbf16>
    %z145 = linalg.fill ins(%c1 : bf16) outs(%e144 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r146 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg88, %arg89 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z145 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.mm.default")
    %e147 = tensor.empty() : tensor<2048x4096xbf16>
    %z148 = linalg.fill ins(%c1 : bf16) outs(%e147 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r149 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg90, %arg91 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z148 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.mm.default")
    %e150 = tensor.empty() : tensor<2048x4096xbf16>
    %z151 = linalg.fill ins(%c1 : bf16) outs(%e150 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r152 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg92, %arg93 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z151 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.mm.default")
    %e153 = tensor.empty() : tensor<2048x64xf32>
    %r154 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg94 : tensor<2048x64xf32>) outs(%e153 : tensor<2048x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.repeat.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x64xf32> loc("transformer.h.1.attn:aten.repeat.default")
    %e155 = tensor.empty() : tensor<1024x64xi64>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg95 : tensor<1024xi64>) outs(%e155 : tensor<1024x64xi64>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.repeat.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024x64xi64> loc("transformer.h.1.attn:aten.repeat.default")
    %e157 = tensor.empty() : tensor<1024x64xf32>
    %r158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg96 : tensor<1024x64xi64>) outs(%e157 : tensor<1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.gather.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg97[%c3, %b1, %b2] : tensor<1x2048x64xf32>
      linalg.yield %b3 : f32
    } -> tensor<1024x64xf32> loc("transformer.h.1.attn:aten.gather.default")
    %e159 = tensor.empty() : tensor<1024x64xbf16>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<1024x64xf32>) outs(%e159 : tensor<1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x64xbf16> loc("transformer.h.1.attn:aten._to_copy.default")
    %e161 = tensor.empty() : tensor<1024x32x2xbf16>
    %r162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99 : tensor<1024x32xbf16>) outs(%e161 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e163 = tensor.empty() : tensor<1024x32x2xbf16>
    %r164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg100 : tensor<1024x32xbf16>) outs(%e163 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e165 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg101, %arg102 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e165 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e167 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg103 : tensor<2x1024x16x32xbf16>) outs(%e167 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e169 = tensor.empty() : tensor<2x1024x16x32x2xbf16>
    %r170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg104, %arg105 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e169 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.1.attn:aten.stack.default")
    %e171 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg106, %arg107 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e171 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e173 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg108, %arg109 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e173 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e175 = tensor.empty() : tensor<1024x32x2xbf16>
    %r176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110 : tensor<1024x32xbf16>) outs(%e175 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e177 = tensor.empty() : tensor<1024x32x2xbf16>
    %r178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<1024x32xbf16>) outs(%e177 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e179 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg112, %arg113 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e179 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e181 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg114 : tensor<2x1024x16x32xbf16>) outs(%e181 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e183 = tensor.empty() : tensor<2x1024x16x32x2xbf16>
    %r184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg115, %arg116 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e183 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.1.attn:aten.stack.default")
    %e185 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e185 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e187 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg119, %arg120 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e187 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e189 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg121, %arg122 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e189 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.cat.default")
    %e191 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg123, %arg124 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e191 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.cat.default")
    %e193 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg125 : tensor<2x1024x16x256xbf16>) outs(%e193 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x16x256xf32> loc("transformer.h.1.attn:aten._to_copy.default")
    %e195 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg126 : tensor<2x1024x16x256xbf16>) outs(%e195 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x16x256xf32> loc("transformer.h.1.attn:aten._to_copy.default")
    %e197 = tensor.empty() : tensor<2x16x1024x256xf32>
    %r198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg127 : tensor<2x1024x16x256xf32>) outs(%e197 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.1.attn:aten.clone.default")
    %e199 = tensor.empty() : tensor<2x16x256x1024xf32>
    %r200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg128 : tensor<2x1024x16x256xf32>) outs(%e199 : tensor<2x16x256x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x256x1024xf32> loc("transformer.h.1.attn:aten.clone.default")
    %e201 = tensor.empty() : tensor<32x1024x1024xf32>
    %z202 = linalg.fill ins(%c2 : f32) outs(%e201 : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
    %r203 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg129, %arg130 : tensor<32x1024x256xf32>, tensor<32x256x1024xf32>) outs(%z202 : tensor<32x1024x1024xf32>) {dimtune.role = "attn_score", dimtune.pass = "fwd", dimtune.eager_attention} -> tensor<32x1024x1024xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e204 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg131 : tensor<2x16x1024x1024xf32>) outs(%e204 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.div.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten.div.Tensor")
    %e206 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg132, %arg133 : tensor<2x16x1024x1024xf32>, tensor<2x1024x1024xbf16>) outs(%e206 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.addf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten.add.Tensor")
    %e208 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z209 = linalg.fill ins(%c2 : f32) outs(%e208 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg134 : tensor<2x16x1024x1024xf32>) outs(%z209 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten._softmax.default")
    %e211 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg135 : tensor<2x16x1024x1024xf32>) outs(%e211 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("transformer.h.1.attn:aten._to_copy.default")
    %e213 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg136 : tensor<2x1024x16x256xbf16>) outs(%e213 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e215 = tensor.empty() : tensor<32x1024x256xbf16>
    %z216 = linalg.fill ins(%c1 : bf16) outs(%e215 : tensor<32x1024x256xbf16>) -> tensor<32x1024x256xbf16>
    %r217 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg137, %arg138 : tensor<32x1024x1024xbf16>, tensor<32x1024x256xbf16>) outs(%z216 : tensor<32x1024x256xbf16>) {dimtune.role = "attn_context", dimtune.pass = "fwd", dimtune.eager_attention} -> tensor<32x1024x256xbf16> loc("transformer.h.1.attn:aten.bmm.default")
    %e218 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg139 : tensor<2x16x1024x256xbf16>) outs(%e218 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e220 = tensor.empty() : tensor<2048x4096xbf16>
    %z221 = linalg.fill ins(%c1 : bf16) outs(%e220 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r222 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg140, %arg141 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z221 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.out_proj:aten.mm.default")
    %e223 = tensor.empty() : tensor<2048x16384xbf16>
    %z224 = linalg.fill ins(%c1 : bf16) outs(%e223 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r225 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg142, %arg143 : tensor<2048x4096xbf16>, tensor<16384x4096xbf16>) outs(%z224 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x16384xbf16> loc("transformer.h.1.mlp.fc_in:aten.addmm.default")
    %e226 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg144 : tensor<2x1024x16384xbf16>) outs(%e226 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e228 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145 : tensor<2x1024x16384xbf16>) outs(%e228 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.pow.Tensor_Scalar")
    %e230 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg146 : tensor<2x1024x16384xbf16>) outs(%e230 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e232 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg147, %arg148 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e232 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e234 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg149 : tensor<2x1024x16384xbf16>) outs(%e234 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e236 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg150 : tensor<2x1024x16384xbf16>) outs(%e236 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.tanh.default")
    %e238 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg151 : tensor<2x1024x16384xbf16>) outs(%e238 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e240 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg152, %arg153 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e240 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e242 = tensor.empty() : tensor<2048x4096xbf16>
    %z243 = linalg.fill ins(%c1 : bf16) outs(%e242 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r244 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg154, %arg155 : tensor<2048x16384xbf16>, tensor<4096x16384xbf16>) outs(%z243 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.mlp.fc_out:aten.addmm.default")
    %e245 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg156, %arg157 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e245 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e247 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg158, %arg159 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e247 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e249 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z250 = linalg.fill ins(%c1 : bf16) outs(%e249 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %e251 = tensor.empty() : tensor<2x1024xf32>
    %z252 = linalg.fill ins(%c2 : f32) outs(%e251 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e253 = tensor.empty() : tensor<2x1024xf32>
    %z254 = linalg.fill ins(%c2 : f32) outs(%e253 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r255:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg160, %arg161, %arg162 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>) outs(%z250, %z252, %z254 : tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.ln_f:aten.native_layer_norm.default")
    %e256 = tensor.empty() : tensor<2048x50400xbf16>
    %z257 = linalg.fill ins(%c1 : bf16) outs(%e256 : tensor<2048x50400xbf16>) -> tensor<2048x50400xbf16>
    %r258 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg163, %arg164 : tensor<2048x4096xbf16>, tensor<50400x4096xbf16>) outs(%z257 : tensor<2048x50400xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x50400xbf16> loc("lm_head:aten.addmm.default")
    %e259 = tensor.empty() : tensor<2x1024x50400xf32>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg165 : tensor<2x1024x50400xbf16>) outs(%e259 : tensor<2x1024x50400xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x50400xf32> loc("aten._to_copy.default")
    %e261 = tensor.empty() : tensor<2x1025xi64>
    %r262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg166 : tensor<2x1024xi64>) outs(%e261 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e263 = tensor.empty() : tensor<2x1024xi64>
    %r264 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg167 : tensor<2x1024xi64>) outs(%e263 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e265 = tensor.empty() : tensor<2048x50400xf32>
    %z266 = linalg.fill ins(%c2 : f32) outs(%e265 : tensor<2048x50400xf32>) -> tensor<2048x50400xf32>
    %r267 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg168 : tensor<2048x50400xf32>) outs(%z266 : tensor<2048x50400xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x50400xf32> loc("aten._log_softmax.default")
    %e268 = tensor.empty() : tensor<f32>
    %z269 = linalg.fill ins(%c2 : f32) outs(%e268 : tensor<f32>) -> tensor<f32>
    %e270 = tensor.empty() : tensor<f32>
    %z271 = linalg.fill ins(%c2 : f32) outs(%e270 : tensor<f32>) -> tensor<f32>
    %r272:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg169 : tensor<2048xi64>) outs(%z269, %z271 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e273 = tensor.empty() : tensor<2048x50400xf32>
    %r274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg170, %arg171, %arg172 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e273 : tensor<2048x50400xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x50400xf32> loc("aten.nll_loss_backward.default")
    %e275 = tensor.empty() : tensor<2048x50400xf32>
    %z276 = linalg.fill ins(%c2 : f32) outs(%e275 : tensor<2048x50400xf32>) -> tensor<2048x50400xf32>
    %r277 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg173, %arg174 : tensor<2048x50400xf32>, tensor<2048x50400xf32>) outs(%z276 : tensor<2048x50400xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x50400xf32> loc("aten._log_softmax_backward_data.default")
    %e278 = tensor.empty() : tensor<2x1024x50400xbf16>
    %r279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175 : tensor<2x1024x50400xf32>) outs(%e278 : tensor<2x1024x50400xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x50400xbf16> loc("aten._to_copy.default")
    %e280 = tensor.empty() : tensor<2048x4096xbf16>
    %z281 = linalg.fill ins(%c1 : bf16) outs(%e280 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r282 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg176, %arg177 : tensor<2048x50400xbf16>, tensor<50400x4096xbf16>) outs(%z281 : tensor<2048x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("lm_head:aten.mm.default")
    %e283 = tensor.empty() : tensor<50400x4096xbf16>
    %z284 = linalg.fill ins(%c1 : bf16) outs(%e283 : tensor<50400x4096xbf16>) -> tensor<50400x4096xbf16>
    %r285 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg178, %arg179 : tensor<2048x50400xbf16>, tensor<2048x4096xbf16>) outs(%z284 : tensor<50400x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<50400x4096xbf16> loc("lm_head:aten.mm.default")
    %e286 = tensor.empty() : tensor<50400xbf16>
    %z287 = linalg.fill ins(%c1 : bf16) outs(%e286 : tensor<50400xbf16>) -> tensor<50400xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg180 : tensor<2048x50400xbf16>) outs(%z287 : tensor<50400xbf16>) attrs = {dimtune.role = "lm_head", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<50400xbf16> loc("lm_head:aten.sum.dim_IntList")
    %e289 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z290 = linalg.fill ins(%c1 : bf16) outs(%e289 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg181, %arg182, %arg183, %arg184, %arg185 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4096xbf16>) outs(%z290 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.ln_f:aten.native_layer_norm_backward.default")
    %e292 = tensor.empty() : tensor<4096xbf16>
    %z293 = linalg.fill ins(%c1 : bf16) outs(%e292 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %e294 = tensor.empty() : tensor<4096xbf16>
    %z295 = linalg.fill ins(%c1 : bf16) outs(%e294 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r296:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg186, %arg187, %arg188, %arg189 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z293, %z295 : tensor<4096xbf16>, tensor<4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<4096xbf16>, tensor<4096xbf16>) loc("transformer.ln_f:aten.native_layer_norm_backward.default")
    %e297 = tensor.empty() : tensor<2048x16384xbf16>
    %z298 = linalg.fill ins(%c1 : bf16) outs(%e297 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r299 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg190, %arg191 : tensor<2048x4096xbf16>, tensor<4096x16384xbf16>) outs(%z298 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x16384xbf16> loc("transformer.h.1.mlp.fc_out:aten.mm.default")
    %e300 = tensor.empty() : tensor<4096x16384xbf16>
    %z301 = linalg.fill ins(%c1 : bf16) outs(%e300 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %r302 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg192, %arg193 : tensor<2048x4096xbf16>, tensor<2048x16384xbf16>) outs(%z301 : tensor<4096x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x16384xbf16> loc("transformer.h.1.mlp.fc_out:aten.mm.default")
    %e303 = tensor.empty() : tensor<4096xbf16>
    %z304 = linalg.fill ins(%c1 : bf16) outs(%e303 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r305 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg194 : tensor<2048x4096xbf16>) outs(%z304 : tensor<4096xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("transformer.h.1.mlp.fc_out:aten.sum.dim_IntList")
    %e306 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg195, %arg196 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e306 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e308 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg197, %arg198 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e308 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e310 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg199, %arg200 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e310 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.tanh_backward.default")
    %e312 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg201 : tensor<2x1024x16384xbf16>) outs(%e312 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e314 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg202 : tensor<2x1024x16384xbf16>) outs(%e314 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e316 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg203 : tensor<2x1024x16384xbf16>) outs(%e316 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.pow.Tensor_Scalar")
    %e318 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg204 : tensor<2x1024x16384xbf16>) outs(%e318 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Scalar")
    %e320 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg205, %arg206 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e320 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e322 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg207, %arg208 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e322 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e324 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209 : tensor<2x1024x16384xbf16>) outs(%e324 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e326 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e326 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e328 = tensor.empty() : tensor<2048x4096xbf16>
    %z329 = linalg.fill ins(%c1 : bf16) outs(%e328 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r330 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg212, %arg213 : tensor<2048x16384xbf16>, tensor<16384x4096xbf16>) outs(%z329 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.mlp.fc_in:aten.mm.default")
    %e331 = tensor.empty() : tensor<16384x4096xbf16>
    %z332 = linalg.fill ins(%c1 : bf16) outs(%e331 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %r333 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg214, %arg215 : tensor<2048x16384xbf16>, tensor<2048x4096xbf16>) outs(%z332 : tensor<16384x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<16384x4096xbf16> loc("transformer.h.1.mlp.fc_in:aten.mm.default")
    %e334 = tensor.empty() : tensor<16384xbf16>
    %z335 = linalg.fill ins(%c1 : bf16) outs(%e334 : tensor<16384xbf16>) -> tensor<16384xbf16>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg216 : tensor<2048x16384xbf16>) outs(%z335 : tensor<16384xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<16384xbf16> loc("transformer.h.1.mlp.fc_in:aten.sum.dim_IntList")
    %e337 = tensor.empty() : tensor<4096x4096xbf16>
    %z338 = linalg.fill ins(%c1 : bf16) outs(%e337 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r339 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg217, %arg218 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z338 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.out_proj:aten.mm.default")
    %e340 = tensor.empty() : tensor<2048x4096xbf16>
    %z341 = linalg.fill ins(%c1 : bf16) outs(%e340 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r342 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg219, %arg220 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z341 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.out_proj:aten.mm.default")
    %e343 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg221 : tensor<2x1024x16x256xbf16>) outs(%e343 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e345 = tensor.empty() : tensor<32x1024x256xbf16>
    %z346 = linalg.fill ins(%c1 : bf16) outs(%e345 : tensor<32x1024x256xbf16>) -> tensor<32x1024x256xbf16>
    %r347 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg222, %arg223 : tensor<32x1024x1024xbf16>, tensor<32x1024x256xbf16>) outs(%z346 : tensor<32x1024x256xbf16>) {dimtune.role = "attn_context", dimtune.pass = "wgrad", dimtune.eager_attention} -> tensor<32x1024x256xbf16> loc("transformer.h.1.attn:aten.bmm.default")
    %e348 = tensor.empty() : tensor<32x1024x1024xbf16>
    %z349 = linalg.fill ins(%c1 : bf16) outs(%e348 : tensor<32x1024x1024xbf16>) -> tensor<32x1024x1024xbf16>
    %r350 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg224, %arg225 : tensor<32x1024x256xbf16>, tensor<32x1024x256xbf16>) outs(%z349 : tensor<32x1024x1024xbf16>) {dimtune.role = "attn_context", dimtune.pass = "dgrad", dimtune.eager_attention} -> tensor<32x1024x1024xbf16> loc("transformer.h.1.attn:aten.bmm.default")
    %e351 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x16x1024x1024xbf16>) outs(%e351 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten._to_copy.default")
    %e353 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z354 = linalg.fill ins(%c2 : f32) outs(%e353 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r355 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg227, %arg228 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%z354 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten._softmax_backward_data.default")
    %e356 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg229 : tensor<2x16x1024x1024xf32>) outs(%e356 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten.div.Tensor")
    %e358 = tensor.empty() : tensor<32x256x1024xf32>
    %z359 = linalg.fill ins(%c2 : f32) outs(%e358 : tensor<32x256x1024xf32>) -> tensor<32x256x1024xf32>
    %r360 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg230, %arg231 : tensor<32x1024x256xf32>, tensor<32x1024x1024xf32>) outs(%z359 : tensor<32x256x1024xf32>) {dimtune.role = "attn_score", dimtune.pass = "wgrad", dimtune.eager_attention} -> tensor<32x256x1024xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e361 = tensor.empty() : tensor<32x1024x256xf32>
    %z362 = linalg.fill ins(%c2 : f32) outs(%e361 : tensor<32x1024x256xf32>) -> tensor<32x1024x256xf32>
    %r363 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg232, %arg233 : tensor<32x1024x1024xf32>, tensor<32x256x1024xf32>) outs(%z362 : tensor<32x1024x256xf32>) {dimtune.role = "attn_score", dimtune.pass = "dgrad", dimtune.eager_attention} -> tensor<32x1024x256xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e364 = tensor.empty() : tensor<2x16x256x1024xbf16>
    %r365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg234 : tensor<2x16x256x1024xf32>) outs(%e364 : tensor<2x16x256x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x256x1024xbf16> loc("transformer.h.1.attn:aten._to_copy.default")
    %e366 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg235 : tensor<2x16x1024x256xf32>) outs(%e366 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.1.attn:aten._to_copy.default")
    %e368 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg236, %arg237 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e368 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e370 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg238 : tensor<2x16x1024x32xbf16>) outs(%e370 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e372 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg239 : tensor<2x16x1024x32xbf16>) outs(%e372 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e374 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg240 : tensor<2x16x1024x32xbf16>) outs(%e374 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e376 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg241, %arg242 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e376 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e378 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg243, %arg244 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e378 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e380 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg245, %arg246 : tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>) outs(%e380 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e382 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg247, %arg248 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e382 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e384 = tensor.empty() : tensor<2x16x32x1024xbf16>
    %r385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg249 : tensor<2x16x32x1024xbf16>) outs(%e384 : tensor<2x16x32x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x32x1024xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e386 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg250 : tensor<2x16x32x1024xbf16>) outs(%e386 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e388 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg251 : tensor<2x16x32x1024xbf16>) outs(%e388 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e390 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg252, %arg253 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e390 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e392 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg254, %arg255 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e392 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e394 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg256, %arg257 : tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>) outs(%e394 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e396 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg258 : tensor<2x16x1024x192xbf16>) outs(%e396 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e398 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg259 : tensor<2x1024x16x64xbf16>) outs(%e398 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e400 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg260, %arg261 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e400 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e402 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg262 : tensor<2x16x192x1024xbf16>) outs(%e402 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e404 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg263 : tensor<2x1024x16x64xbf16>) outs(%e404 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e406 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg264, %arg265 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e406 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e408 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg266 : tensor<2x16x1024x256xbf16>) outs(%e408 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e410 = tensor.empty() : tensor<4096x4096xbf16>
    %z411 = linalg.fill ins(%c1 : bf16) outs(%e410 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r412 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg267, %arg268 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z411 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.mm.default")
    %e413 = tensor.empty() : tensor<2048x4096xbf16>
    %z414 = linalg.fill ins(%c1 : bf16) outs(%e413 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r415 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg269, %arg270 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z414 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.mm.default")
    %e416 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg271, %arg272 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e416 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.add.Tensor")
    %e418 = tensor.empty() : tensor<4096x4096xbf16>
    %z419 = linalg.fill ins(%c1 : bf16) outs(%e418 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r420 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg273, %arg274 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z419 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.mm.default")
    %e421 = tensor.empty() : tensor<2048x4096xbf16>
    %z422 = linalg.fill ins(%c1 : bf16) outs(%e421 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r423 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z422 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.mm.default")
    %e424 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg277, %arg278 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e424 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.add.Tensor")
    %e426 = tensor.empty() : tensor<4096x4096xbf16>
    %z427 = linalg.fill ins(%c1 : bf16) outs(%e426 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r428 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg279, %arg280 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z427 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.mm.default")
    %e429 = tensor.empty() : tensor<2048x4096xbf16>
    %z430 = linalg.fill ins(%c1 : bf16) outs(%e429 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r431 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg281, %arg282 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z430 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.mm.default")
    %e432 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg283, %arg284 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e432 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.add.Tensor")
    %e434 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z435 = linalg.fill ins(%c1 : bf16) outs(%e434 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %r436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg285, %arg286, %arg287, %arg288, %arg289 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4096xbf16>) outs(%z435 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.ln_1:aten.native_layer_norm_backward.default")
    %e437 = tensor.empty() : tensor<4096xbf16>
    %z438 = linalg.fill ins(%c1 : bf16) outs(%e437 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %e439 = tensor.empty() : tensor<4096xbf16>
    %z440 = linalg.fill ins(%c1 : bf16) outs(%e439 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r441:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg290, %arg291, %arg292, %arg293 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z438, %z440 : tensor<4096xbf16>, tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<4096xbf16>, tensor<4096xbf16>) loc("transformer.h.1.ln_1:aten.native_layer_norm_backward.default")
    %e442 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294, %arg295 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e442 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.ln_1:aten.add.Tensor")
    %e444 = tensor.empty() : tensor<2048x16384xbf16>
    %z445 = linalg.fill ins(%c1 : bf16) outs(%e444 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r446 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg296, %arg297 : tensor<2048x4096xbf16>, tensor<4096x16384xbf16>) outs(%z445 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x16384xbf16> loc("transformer.h.0.mlp.fc_out:aten.mm.default")
    %e447 = tensor.empty() : tensor<4096x16384xbf16>
    %z448 = linalg.fill ins(%c1 : bf16) outs(%e447 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %r449 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg298, %arg299 : tensor<2048x4096xbf16>, tensor<2048x16384xbf16>) outs(%z448 : tensor<4096x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x16384xbf16> loc("transformer.h.0.mlp.fc_out:aten.mm.default")
    %e450 = tensor.empty() : tensor<4096xbf16>
    %z451 = linalg.fill ins(%c1 : bf16) outs(%e450 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r452 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg300 : tensor<2048x4096xbf16>) outs(%z451 : tensor<4096xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("transformer.h.0.mlp.fc_out:aten.sum.dim_IntList")
    %e453 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg301, %arg302 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e453 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e455 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg303, %arg304 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e455 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e457 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg305, %arg306 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e457 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.tanh_backward.default")
    %e459 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg307 : tensor<2x1024x16384xbf16>) outs(%e459 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e461 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg308 : tensor<2x1024x16384xbf16>) outs(%e461 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e463 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg309 : tensor<2x1024x16384xbf16>) outs(%e463 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.pow.Tensor_Scalar")
    %e465 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg310 : tensor<2x1024x16384xbf16>) outs(%e465 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Scalar")
    %e467 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg311, %arg312 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e467 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e469 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg313, %arg314 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e469 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e471 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg315 : tensor<2x1024x16384xbf16>) outs(%e471 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e473 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg316, %arg317 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e473 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e475 = tensor.empty() : tensor<2048x4096xbf16>
    %z476 = linalg.fill ins(%c1 : bf16) outs(%e475 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r477 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg318, %arg319 : tensor<2048x16384xbf16>, tensor<16384x4096xbf16>) outs(%z476 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.mlp.fc_in:aten.mm.default")
    %e478 = tensor.empty() : tensor<16384x4096xbf16>
    %z479 = linalg.fill ins(%c1 : bf16) outs(%e478 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %r480 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg320, %arg321 : tensor<2048x16384xbf16>, tensor<2048x4096xbf16>) outs(%z479 : tensor<16384x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<16384x4096xbf16> loc("transformer.h.0.mlp.fc_in:aten.mm.default")
    %e481 = tensor.empty() : tensor<16384xbf16>
    %z482 = linalg.fill ins(%c1 : bf16) outs(%e481 : tensor<16384xbf16>) -> tensor<16384xbf16>
    %r483 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg322 : tensor<2048x16384xbf16>) outs(%z482 : tensor<16384xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<16384xbf16> loc("transformer.h.0.mlp.fc_in:aten.sum.dim_IntList")
    %e484 = tensor.empty() : tensor<4096x4096xbf16>
    %z485 = linalg.fill ins(%c1 : bf16) outs(%e484 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r486 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg323, %arg324 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z485 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.out_proj:aten.mm.default")
    %e487 = tensor.empty() : tensor<2048x4096xbf16>
    %z488 = linalg.fill ins(%c1 : bf16) outs(%e487 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r489 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg325, %arg326 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z488 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.out_proj:aten.mm.default")
    %e490 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r491 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg327 : tensor<2x1024x16x256xbf16>) outs(%e490 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e492 = tensor.empty() : tensor<32x1024x256xbf16>
    %z493 = linalg.fill ins(%c1 : bf16) outs(%e492 : tensor<32x1024x256xbf16>) -> tensor<32x1024x256xbf16>
    %r494 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg328, %arg329 : tensor<32x1024x1024xbf16>, tensor<32x1024x256xbf16>) outs(%z493 : tensor<32x1024x256xbf16>) {dimtune.role = "attn_context", dimtune.pass = "wgrad", dimtune.eager_attention} -> tensor<32x1024x256xbf16> loc("transformer.h.0.attn:aten.bmm.default")
    %e495 = tensor.empty() : tensor<32x1024x1024xbf16>
    %z496 = linalg.fill ins(%c1 : bf16) outs(%e495 : tensor<32x1024x1024xbf16>) -> tensor<32x1024x1024xbf16>
    %r497 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg330, %arg331 : tensor<32x1024x256xbf16>, tensor<32x1024x256xbf16>) outs(%z496 : tensor<32x1024x1024xbf16>) {dimtune.role = "attn_context", dimtune.pass = "dgrad", dimtune.eager_attention} -> tensor<32x1024x1024xbf16> loc("transformer.h.0.attn:aten.bmm.default")
    %e498 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg332 : tensor<2x16x1024x1024xbf16>) outs(%e498 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten._to_copy.default")
    %e500 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z501 = linalg.fill ins(%c2 : f32) outs(%e500 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg333, %arg334 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%z501 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten._softmax_backward_data.default")
    %e503 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg335 : tensor<2x16x1024x1024xf32>) outs(%e503 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten.div.Tensor")
    %e505 = tensor.empty() : tensor<32x256x1024xf32>
    %z506 = linalg.fill ins(%c2 : f32) outs(%e505 : tensor<32x256x1024xf32>) -> tensor<32x256x1024xf32>
    %r507 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg336, %arg337 : tensor<32x1024x256xf32>, tensor<32x1024x1024xf32>) outs(%z506 : tensor<32x256x1024xf32>) {dimtune.role = "attn_score", dimtune.pass = "wgrad", dimtune.eager_attention} -> tensor<32x256x1024xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e508 = tensor.empty() : tensor<32x1024x256xf32>
    %z509 = linalg.fill ins(%c2 : f32) outs(%e508 : tensor<32x1024x256xf32>) -> tensor<32x1024x256xf32>
    %r510 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg338, %arg339 : tensor<32x1024x1024xf32>, tensor<32x256x1024xf32>) outs(%z509 : tensor<32x1024x256xf32>) {dimtune.role = "attn_score", dimtune.pass = "dgrad", dimtune.eager_attention} -> tensor<32x1024x256xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e511 = tensor.empty() : tensor<2x16x256x1024xbf16>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg340 : tensor<2x16x256x1024xf32>) outs(%e511 : tensor<2x16x256x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x256x1024xbf16> loc("transformer.h.0.attn:aten._to_copy.default")
    %e513 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg341 : tensor<2x16x1024x256xf32>) outs(%e513 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.0.attn:aten._to_copy.default")
    %e515 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg342, %arg343 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e515 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e517 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg344 : tensor<2x16x1024x32xbf16>) outs(%e517 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("transformer.h.0.attn:aten.neg.default")
    %e519 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg345 : tensor<2x16x1024x32xbf16>) outs(%e519 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e521 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg346 : tensor<2x16x1024x32xbf16>) outs(%e521 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e523 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg347, %arg348 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e523 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e525 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg349, %arg350 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e525 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e527 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg351, %arg352 : tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>) outs(%e527 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e529 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg353, %arg354 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e529 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e531 = tensor.empty() : tensor<2x16x32x1024xbf16>
    %r532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg355 : tensor<2x16x32x1024xbf16>) outs(%e531 : tensor<2x16x32x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x32x1024xbf16> loc("transformer.h.0.attn:aten.neg.default")
    %e533 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg356 : tensor<2x16x32x1024xbf16>) outs(%e533 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e535 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg357 : tensor<2x16x32x1024xbf16>) outs(%e535 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e537 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg358, %arg359 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e537 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e539 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg360, %arg361 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e539 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e541 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg362, %arg363 : tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>) outs(%e541 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e543 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg364 : tensor<2x16x1024x192xbf16>) outs(%e543 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e545 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg365 : tensor<2x1024x16x64xbf16>) outs(%e545 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e547 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg366, %arg367 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e547 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e549 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg368 : tensor<2x16x192x1024xbf16>) outs(%e549 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e551 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg369 : tensor<2x1024x16x64xbf16>) outs(%e551 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e553 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg370, %arg371 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e553 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e555 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg372 : tensor<2x16x1024x256xbf16>) outs(%e555 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e557 = tensor.empty() : tensor<4096x4096xbf16>
    %z558 = linalg.fill ins(%c1 : bf16) outs(%e557 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r559 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg373, %arg374 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z558 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.v_proj:aten.mm.default")
    %e560 = tensor.empty() : tensor<2048x4096xbf16>
    %z561 = linalg.fill ins(%c1 : bf16) outs(%e560 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r562 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg375, %arg376 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z561 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.v_proj:aten.mm.default")
    %e563 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg377, %arg378 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e563 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.attn.v_proj:aten.add.Tensor")
    %e565 = tensor.empty() : tensor<4096x4096xbf16>
    %z566 = linalg.fill ins(%c1 : bf16) outs(%e565 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r567 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg379, %arg380 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z566 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.k_proj:aten.mm.default")
    %e568 = tensor.empty() : tensor<2048x4096xbf16>
    %z569 = linalg.fill ins(%c1 : bf16) outs(%e568 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r570 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg381, %arg382 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z569 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.k_proj:aten.mm.default")
    %e571 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg383, %arg384 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e571 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.attn.k_proj:aten.add.Tensor")
    %e573 = tensor.empty() : tensor<4096x4096xbf16>
    %z574 = linalg.fill ins(%c1 : bf16) outs(%e573 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r575 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg385, %arg386 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z574 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.q_proj:aten.mm.default")
    %e576 = tensor.empty() : tensor<2048x4096xbf16>
    %z577 = linalg.fill ins(%c1 : bf16) outs(%e576 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r578 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg387, %arg388 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z577 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.q_proj:aten.mm.default")
    %e579 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg389, %arg390 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e579 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.attn.q_proj:aten.add.Tensor")
    %e581 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z582 = linalg.fill ins(%c1 : bf16) outs(%e581 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %r583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg391, %arg392, %arg393, %arg394, %arg395 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4096xbf16>) outs(%z582 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.ln_1:aten.native_layer_norm_backward.default")
    %e584 = tensor.empty() : tensor<4096xbf16>
    %z585 = linalg.fill ins(%c1 : bf16) outs(%e584 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %e586 = tensor.empty() : tensor<4096xbf16>
    %z587 = linalg.fill ins(%c1 : bf16) outs(%e586 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r588:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg396, %arg397, %arg398, %arg399 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z585, %z587 : tensor<4096xbf16>, tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<4096xbf16>, tensor<4096xbf16>) loc("transformer.h.0.ln_1:aten.native_layer_norm_backward.default")
    %e589 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg400, %arg401 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e589 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.ln_1:aten.add.Tensor")
    %e591 = tensor.empty() : tensor<50400x4096xbf16>
    %z592 = linalg.fill ins(%c1 : bf16) outs(%e591 : tensor<50400x4096xbf16>) -> tensor<50400x4096xbf16>
    %r593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg402, %arg403 : tensor<2x1024xi64>, tensor<2x1024x4096xbf16>) outs(%z592 : tensor<50400x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c1 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<50400x4096xbf16> loc("transformer.wte:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r10, %r12, %r14, %r16, %r18, %r20, %r22, %r24, %r31#0, %r31#1, %r31#2, %r34, %r37, %r40, %r42, %r44, %r46, %r48, %r50, %r52, %r54, %r56, %r58, %r60, %r62, %r64, %r66, %r68, %r70, %r72, %r74, %r76, %r78, %r80, %r82, %r84, %r86, %r88, %r91, %r93, %r95, %r98, %r100, %r102, %r105, %r107, %r110, %r113, %r115, %r117, %r119, %r121, %r123, %r125, %r127, %r129, %r132, %r134, %r136, %r143#0, %r143#1, %r143#2, %r146, %r149, %r152, %r154, %r156, %r158, %r160, %r162, %r164, %r166, %r168, %r170, %r172, %r174, %r176, %r178, %r180, %r182, %r184, %r186, %r188, %r190, %r192, %r194, %r196, %r198, %r200, %r203, %r205, %r207, %r210, %r212, %r214, %r217, %r219, %r222, %r225, %r227, %r229, %r231, %r233, %r235, %r237, %r239, %r241, %r244, %r246, %r248, %r255#0, %r255#1, %r255#2, %r258, %r260, %r262, %r264, %r267, %r272#0, %r272#1, %r274, %r277, %r279, %r282, %r285, %r288, %r291, %r296#0, %r296#1, %r299, %r302, %r305, %r307, %r309, %r311, %r313, %r315, %r317, %r319, %r321, %r323, %r325, %r327, %r330, %r333, %r336, %r339, %r342, %r344, %r347, %r350, %r352, %r355, %r357, %r360, %r363, %r365, %r367, %r369, %r371, %r373, %r375, %r377, %r379, %r381, %r383, %r385, %r387, %r389, %r391, %r393, %r395, %r397, %r399, %r401, %r403, %r405, %r407, %r409, %r412, %r415, %r417, %r420, %r423, %r425, %r428, %r431, %r433, %r436, %r441#0, %r441#1, %r443, %r446, %r449, %r452, %r454, %r456, %r458, %r460, %r462, %r464, %r466, %r468, %r470, %r472, %r474, %r477, %r480, %r483, %r486, %r489, %r491, %r494, %r497, %r499, %r502, %r504, %r507, %r510, %r512, %r514, %r516, %r518, %r520, %r522, %r524, %r526, %r528, %r530, %r532, %r534, %r536, %r538, %r540, %r542, %r544, %r546, %r548, %r550, %r552, %r554, %r556, %r559, %r562, %r564, %r567, %r570, %r572, %r575, %r578, %r580, %r583, %r588#0, %r588#1, %r590, %r593 : tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<32x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<32x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50400xbf16>, tensor<2x1024x50400xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50400xf32>, tensor<f32>, tensor<f32>, tensor<2048x50400xf32>, tensor<2048x50400xf32>, tensor<2x1024x50400xbf16>, tensor<2048x4096xbf16>, tensor<50400x4096xbf16>, tensor<50400xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<32x1024x1024xbf16>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<32x256x1024xf32>, tensor<32x1024x256xf32>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<32x1024x256xbf16>, tensor<32x1024x1024xbf16>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<32x256x1024xf32>, tensor<32x1024x256xf32>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<50400x4096xbf16>
  }
}
