module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<50400x4096xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<1024xi64>, %arg5: tensor<1024xi64>, %arg6: tensor<1024xi64>, %arg7: tensor<1024x1024xi1>, %arg8: tensor<bf16>, %arg9: tensor<bf16>, %arg10: tensor<2x1024x4096xbf16>, %arg11: tensor<4096xbf16>, %arg12: tensor<4096xbf16>, %arg13: tensor<2048x4096xbf16>, %arg14: tensor<4096x4096xbf16>, %arg15: tensor<2048x4096xbf16>, %arg16: tensor<4096x4096xbf16>, %arg17: tensor<2048x4096xbf16>, %arg18: tensor<4096x4096xbf16>, %arg19: tensor<2048x64xf32>, %arg20: tensor<1024xi64>, %arg21: tensor<1024x64xi64>, %arg22: tensor<1x2048x64xf32>, %arg23: tensor<1024x64xf32>, %arg24: tensor<1024x32xbf16>, %arg25: tensor<1024x32xbf16>, %arg26: tensor<2x1024x16x64xbf16>, %arg27: tensor<1024x64xbf16>, %arg28: tensor<2x1024x16x32xbf16>, %arg29: tensor<2x1024x16x32xbf16>, %arg30: tensor<2x1024x16x32xbf16>, %arg31: tensor<2x1024x16x64xbf16>, %arg32: tensor<1024x64xbf16>, %arg33: tensor<2x1024x16x64xbf16>, %arg34: tensor<2x1024x16x64xbf16>, %arg35: tensor<1024x32xbf16>, %arg36: tensor<1024x32xbf16>, %arg37: tensor<2x1024x16x64xbf16>, %arg38: tensor<1024x64xbf16>, %arg39: tensor<2x1024x16x32xbf16>, %arg40: tensor<2x1024x16x32xbf16>, %arg41: tensor<2x1024x16x32xbf16>, %arg42: tensor<2x1024x16x64xbf16>, %arg43: tensor<1024x64xbf16>, %arg44: tensor<2x1024x16x64xbf16>, %arg45: tensor<2x1024x16x64xbf16>, %arg46: tensor<2x1024x16x64xbf16>, %arg47: tensor<2x1024x16x192xbf16>, %arg48: tensor<2x1024x16x64xbf16>, %arg49: tensor<2x1024x16x192xbf16>, %arg50: tensor<2x1024x16x256xbf16>, %arg51: tensor<2x1024x16x256xbf16>, %arg52: tensor<2x1024x16x256xf32>, %arg53: tensor<2x1024x16x256xf32>, %arg54: tensor<2x16x1024x256xf32>, %arg55: tensor<2x16x1024x256xf32>, %arg56: tensor<2x16x1024x256xf32>, %arg57: tensor<2x16x1024x256xf32>, %arg58: tensor<2x1024x16x256xbf16>, %arg59: tensor<2x16x1024x256xbf16>, %arg60: tensor<2048x4096xbf16>, %arg61: tensor<4096x4096xbf16>, %arg62: tensor<2048x4096xbf16>, %arg63: tensor<16384x4096xbf16>, %arg64: tensor<2x1024x16384xbf16>, %arg65: tensor<2x1024x16384xbf16>, %arg66: tensor<2x1024x16384xbf16>, %arg67: tensor<2x1024x16384xbf16>, %arg68: tensor<2x1024x16384xbf16>, %arg69: tensor<2x1024x16384xbf16>, %arg70: tensor<2x1024x16384xbf16>, %arg71: tensor<2x1024x16384xbf16>, %arg72: tensor<2x1024x16384xbf16>, %arg73: tensor<2x1024x16384xbf16>, %arg74: tensor<2048x16384xbf16>, %arg75: tensor<4096x16384xbf16>, %arg76: tensor<2x1024x4096xbf16>, %arg77: tensor<2x1024x4096xbf16>, %arg78: tensor<2x1024x4096xbf16>, %arg79: tensor<2x1024x4096xbf16>, %arg80: tensor<2x1024x4096xbf16>, %arg81: tensor<4096xbf16>, %arg82: tensor<4096xbf16>, %arg83: tensor<2048x4096xbf16>, %arg84: tensor<4096x4096xbf16>, %arg85: tensor<2048x4096xbf16>, %arg86: tensor<4096x4096xbf16>, %arg87: tensor<2048x4096xbf16>, %arg88: tensor<4096x4096xbf16>, %arg89: tensor<2048x64xf32>, %arg90: tensor<1024xi64>, %arg91: tensor<1024x64xi64>, %arg92: tensor<1x2048x64xf32>, %arg93: tensor<1024x64xf32>, %arg94: tensor<1024x32xbf16>, %arg95: tensor<1024x32xbf16>, %arg96: tensor<2x1024x16x64xbf16>, %arg97: tensor<1024x64xbf16>, %arg98: tensor<2x1024x16x32xbf16>, %arg99: tensor<2x1024x16x32xbf16>, %arg100: tensor<2x1024x16x32xbf16>, %arg101: tensor<2x1024x16x64xbf16>, %arg102: tensor<1024x64xbf16>, %arg103: tensor<2x1024x16x64xbf16>, %arg104: tensor<2x1024x16x64xbf16>, %arg105: tensor<1024x32xbf16>, %arg106: tensor<1024x32xbf16>, %arg107: tensor<2x1024x16x64xbf16>, %arg108: tensor<1024x64xbf16>, %arg109: tensor<2x1024x16x32xbf16>, %arg110: tensor<2x1024x16x32xbf16>, %arg111: tensor<2x1024x16x32xbf16>, %arg112: tensor<2x1024x16x64xbf16>, %arg113: tensor<1024x64xbf16>, %arg114: tensor<2x1024x16x64xbf16>, %arg115: tensor<2x1024x16x64xbf16>, %arg116: tensor<2x1024x16x64xbf16>, %arg117: tensor<2x1024x16x192xbf16>, %arg118: tensor<2x1024x16x64xbf16>, %arg119: tensor<2x1024x16x192xbf16>, %arg120: tensor<2x1024x16x256xbf16>, %arg121: tensor<2x1024x16x256xbf16>, %arg122: tensor<2x1024x16x256xf32>, %arg123: tensor<2x1024x16x256xf32>, %arg124: tensor<2x16x1024x256xf32>, %arg125: tensor<2x16x1024x256xf32>, %arg126: tensor<2x16x1024x256xf32>, %arg127: tensor<2x16x1024x256xf32>, %arg128: tensor<2x1024x16x256xbf16>, %arg129: tensor<2x16x1024x256xbf16>, %arg130: tensor<2048x4096xbf16>, %arg131: tensor<4096x4096xbf16>, %arg132: tensor<2048x4096xbf16>, %arg133: tensor<16384x4096xbf16>, %arg134: tensor<2x1024x16384xbf16>, %arg135: tensor<2x1024x16384xbf16>, %arg136: tensor<2x1024x16384xbf16>, %arg137: tensor<2x1024x16384xbf16>, %arg138: tensor<2x1024x16384xbf16>, %arg139: tensor<2x1024x16384xbf16>, %arg140: tensor<2x1024x16384xbf16>, %arg141: tensor<2x1024x16384xbf16>, %arg142: tensor<2x1024x16384xbf16>, %arg143: tensor<2x1024x16384xbf16>, %arg144: tensor<2048x16384xbf16>, %arg145: tensor<4096x16384xbf16>, %arg146: tensor<2x1024x4096xbf16>, %arg147: tensor<2x1024x4096xbf16>, %arg148: tensor<2x1024x4096xbf16>, %arg149: tensor<2x1024x4096xbf16>, %arg150: tensor<2x1024x4096xbf16>, %arg151: tensor<4096xbf16>, %arg152: tensor<4096xbf16>, %arg153: tensor<2048x4096xbf16>, %arg154: tensor<50400x4096xbf16>, %arg155: tensor<2x1024x50400xbf16>, %arg156: tensor<2x1024xi64>, %arg157: tensor<2x1024xi64>, %arg158: tensor<2048x50400xf32>, %arg159: tensor<2048xi64>, %arg160: tensor<f32>, %arg161: tensor<2048xi64>, %arg162: tensor<f32>, %arg163: tensor<2048x50400xf32>, %arg164: tensor<2048x50400xf32>, %arg165: tensor<2x1024x50400xf32>, %arg166: tensor<2048x50400xbf16>, %arg167: tensor<50400x4096xbf16>, %arg168: tensor<2048x50400xbf16>, %arg169: tensor<2048x4096xbf16>, %arg170: tensor<2048x50400xbf16>, %arg171: tensor<2x1024x4096xbf16>, %arg172: tensor<2x1024x4096xbf16>, %arg173: tensor<2x1024xf32>, %arg174: tensor<2x1024xf32>, %arg175: tensor<4096xbf16>, %arg176: tensor<2x1024x4096xbf16>, %arg177: tensor<2x1024x4096xbf16>, %arg178: tensor<2x1024xf32>, %arg179: tensor<2x1024xf32>, %arg180: tensor<2048x4096xbf16>, %arg181: tensor<4096x16384xbf16>, %arg182: tensor<2048x4096xbf16>, %arg183: tensor<2048x16384xbf16>, %arg184: tensor<2048x4096xbf16>, %arg185: tensor<2x1024x16384xbf16>, %arg186: tensor<2x1024x16384xbf16>, %arg187: tensor<2x1024x16384xbf16>, %arg188: tensor<2x1024x16384xbf16>, %arg189: tensor<2x1024x16384xbf16>, %arg190: tensor<2x1024x16384xbf16>, %arg191: tensor<2x1024x16384xbf16>, %arg192: tensor<2x1024x16384xbf16>, %arg193: tensor<2x1024x16384xbf16>, %arg194: tensor<2x1024x16384xbf16>, %arg195: tensor<2x1024x16384xbf16>, %arg196: tensor<2x1024x16384xbf16>, %arg197: tensor<2x1024x16384xbf16>, %arg198: tensor<2x1024x16384xbf16>, %arg199: tensor<2x1024x16384xbf16>, %arg200: tensor<2x1024x16384xbf16>, %arg201: tensor<2x1024x16384xbf16>, %arg202: tensor<2048x16384xbf16>, %arg203: tensor<16384x4096xbf16>, %arg204: tensor<2048x16384xbf16>, %arg205: tensor<2048x4096xbf16>, %arg206: tensor<2048x16384xbf16>, %arg207: tensor<2048x4096xbf16>, %arg208: tensor<2048x4096xbf16>, %arg209: tensor<2048x4096xbf16>, %arg210: tensor<4096x4096xbf16>, %arg211: tensor<2x1024x16x256xbf16>, %arg212: tensor<2x16x256x1024xf32>, %arg213: tensor<2x16x1024x256xf32>, %arg214: tensor<2x16x1024x64xbf16>, %arg215: tensor<1024x64xbf16>, %arg216: tensor<2x16x1024x32xbf16>, %arg217: tensor<2x16x1024x32xbf16>, %arg218: tensor<2x16x1024x32xbf16>, %arg219: tensor<2x1024x16x64xbf16>, %arg220: tensor<2x1024x16x64xbf16>, %arg221: tensor<2x16x1024x64xbf16>, %arg222: tensor<1024x64xbf16>, %arg223: tensor<2x1024x16x64xbf16>, %arg224: tensor<2x16x1024x64xbf16>, %arg225: tensor<2x16x64x1024xbf16>, %arg226: tensor<1024x64xbf16>, %arg227: tensor<2x16x32x1024xbf16>, %arg228: tensor<2x16x32x1024xbf16>, %arg229: tensor<2x16x32x1024xbf16>, %arg230: tensor<2x1024x16x64xbf16>, %arg231: tensor<2x1024x16x64xbf16>, %arg232: tensor<2x16x64x1024xbf16>, %arg233: tensor<1024x64xbf16>, %arg234: tensor<2x1024x16x64xbf16>, %arg235: tensor<2x16x64x1024xbf16>, %arg236: tensor<2x16x1024x192xbf16>, %arg237: tensor<2x1024x16x64xbf16>, %arg238: tensor<2x1024x16x256xbf16>, %arg239: tensor<2x1024x16x256xbf16>, %arg240: tensor<2x16x192x1024xbf16>, %arg241: tensor<2x1024x16x64xbf16>, %arg242: tensor<2x1024x16x256xbf16>, %arg243: tensor<2x1024x16x256xbf16>, %arg244: tensor<2x16x1024x256xbf16>, %arg245: tensor<2048x4096xbf16>, %arg246: tensor<2048x4096xbf16>, %arg247: tensor<2048x4096xbf16>, %arg248: tensor<4096x4096xbf16>, %arg249: tensor<2x1024x4096xbf16>, %arg250: tensor<2x1024x4096xbf16>, %arg251: tensor<2048x4096xbf16>, %arg252: tensor<2048x4096xbf16>, %arg253: tensor<2048x4096xbf16>, %arg254: tensor<4096x4096xbf16>, %arg255: tensor<2x1024x4096xbf16>, %arg256: tensor<2x1024x4096xbf16>, %arg257: tensor<2048x4096xbf16>, %arg258: tensor<2048x4096xbf16>, %arg259: tensor<2048x4096xbf16>, %arg260: tensor<4096x4096xbf16>, %arg261: tensor<2x1024x4096xbf16>, %arg262: tensor<2x1024x4096xbf16>, %arg263: tensor<2x1024x4096xbf16>, %arg264: tensor<2x1024x4096xbf16>, %arg265: tensor<2x1024xf32>, %arg266: tensor<2x1024xf32>, %arg267: tensor<4096xbf16>, %arg268: tensor<2x1024x4096xbf16>, %arg269: tensor<2x1024x4096xbf16>, %arg270: tensor<2x1024xf32>, %arg271: tensor<2x1024xf32>, %arg272: tensor<2x1024x4096xbf16>, %arg273: tensor<2x1024x4096xbf16>, %arg274: tensor<2048x4096xbf16>, %arg275: tensor<4096x16384xbf16>, %arg276: tensor<2048x4096xbf16>, %arg277: tensor<2048x16384xbf16>, %arg278: tensor<2048x4096xbf16>, %arg279: tensor<2x1024x16384xbf16>, %arg280: tensor<2x1024x16384xbf16>, %arg281: tensor<2x1024x16384xbf16>, %arg282: tensor<2x1024x16384xbf16>, %arg283: tensor<2x1024x16384xbf16>, %arg284: tensor<2x1024x16384xbf16>, %arg285: tensor<2x1024x16384xbf16>, %arg286: tensor<2x1024x16384xbf16>, %arg287: tensor<2x1024x16384xbf16>, %arg288: tensor<2x1024x16384xbf16>, %arg289: tensor<2x1024x16384xbf16>, %arg290: tensor<2x1024x16384xbf16>, %arg291: tensor<2x1024x16384xbf16>, %arg292: tensor<2x1024x16384xbf16>, %arg293: tensor<2x1024x16384xbf16>, %arg294: tensor<2x1024x16384xbf16>, %arg295: tensor<2x1024x16384xbf16>, %arg296: tensor<2048x16384xbf16>, %arg297: tensor<16384x4096xbf16>, %arg298: tensor<2048x16384xbf16>, %arg299: tensor<2048x4096xbf16>, %arg300: tensor<2048x16384xbf16>, %arg301: tensor<2048x4096xbf16>, %arg302: tensor<2048x4096xbf16>, %arg303: tensor<2048x4096xbf16>, %arg304: tensor<4096x4096xbf16>, %arg305: tensor<2x1024x16x256xbf16>, %arg306: tensor<2x16x256x1024xf32>, %arg307: tensor<2x16x1024x256xf32>, %arg308: tensor<2x16x1024x64xbf16>, %arg309: tensor<1024x64xbf16>, %arg310: tensor<2x16x1024x32xbf16>, %arg311: tensor<2x16x1024x32xbf16>, %arg312: tensor<2x16x1024x32xbf16>, %arg313: tensor<2x1024x16x64xbf16>, %arg314: tensor<2x1024x16x64xbf16>, %arg315: tensor<2x16x1024x64xbf16>, %arg316: tensor<1024x64xbf16>, %arg317: tensor<2x1024x16x64xbf16>, %arg318: tensor<2x16x1024x64xbf16>, %arg319: tensor<2x16x64x1024xbf16>, %arg320: tensor<1024x64xbf16>, %arg321: tensor<2x16x32x1024xbf16>, %arg322: tensor<2x16x32x1024xbf16>, %arg323: tensor<2x16x32x1024xbf16>, %arg324: tensor<2x1024x16x64xbf16>, %arg325: tensor<2x1024x16x64xbf16>, %arg326: tensor<2x16x64x1024xbf16>, %arg327: tensor<1024x64xbf16>, %arg328: tensor<2x1024x16x64xbf16>, %arg329: tensor<2x16x64x1024xbf16>, %arg330: tensor<2x16x1024x192xbf16>, %arg331: tensor<2x1024x16x64xbf16>, %arg332: tensor<2x1024x16x256xbf16>, %arg333: tensor<2x1024x16x256xbf16>, %arg334: tensor<2x16x192x1024xbf16>, %arg335: tensor<2x1024x16x64xbf16>, %arg336: tensor<2x1024x16x256xbf16>, %arg337: tensor<2x1024x16x256xbf16>, %arg338: tensor<2x16x1024x256xbf16>, %arg339: tensor<2048x4096xbf16>, %arg340: tensor<2048x4096xbf16>, %arg341: tensor<2048x4096xbf16>, %arg342: tensor<4096x4096xbf16>, %arg343: tensor<2x1024x4096xbf16>, %arg344: tensor<2x1024x4096xbf16>, %arg345: tensor<2048x4096xbf16>, %arg346: tensor<2048x4096xbf16>, %arg347: tensor<2048x4096xbf16>, %arg348: tensor<4096x4096xbf16>, %arg349: tensor<2x1024x4096xbf16>, %arg350: tensor<2x1024x4096xbf16>, %arg351: tensor<2048x4096xbf16>, %arg352: tensor<2048x4096xbf16>, %arg353: tensor<2048x4096xbf16>, %arg354: tensor<4096x4096xbf16>, %arg355: tensor<2x1024x4096xbf16>, %arg356: tensor<2x1024x4096xbf16>, %arg357: tensor<2x1024x4096xbf16>, %arg358: tensor<2x1024x4096xbf16>, %arg359: tensor<2x1024xf32>, %arg360: tensor<2x1024xf32>, %arg361: tensor<4096xbf16>, %arg362: tensor<2x1024x4096xbf16>, %arg363: tensor<2x1024x4096xbf16>, %arg364: tensor<2x1024xf32>, %arg365: tensor<2x1024xf32>, %arg366: tensor<2x1024x4096xbf16>, %arg367: tensor<2x1024x4096xbf16>, %arg368: tensor<2x1024xi64>, %arg369: tensor<2x1024x4096xbf16>) -> (tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50400xbf16>, tensor<2x1024x50400xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50400xf32>, tensor<f32>, tensor<f32>, tensor<2048x50400xf32>, tensor<2048x50400xf32>, tensor<2x1024x50400xbf16>, tensor<2048x4096xbf16>, tensor<50400x4096xbf16>, tensor<50400xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<50400x4096xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : bf16
    %c2 = arith.constant 0.0 : f32
    %c3 = arith.constant 0 : index
    %c4 = arith.constant 6.250000e-02 : f32
    %c5 = arith.constant 0xFF800000 : f32
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
    %r20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg6 : tensor<1024xi64>, tensor<1024xi64>) outs(%e19 : tensor<1024x1024xi1>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.le.Tensor"} {
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
    %r31:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg10, %arg11, %arg12 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>) outs(%z26, %z28, %z30 : tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default"} {
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
    %r44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<1024xi64>) outs(%e43 : tensor<1024x64xi64>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.repeat.default"} {
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
    %r54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg26, %arg27 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e53 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %r58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg29, %arg30 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e57 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.0.attn:aten.stack.default")
    %e59 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg31, %arg32 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e59 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %r68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e67 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %r72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg40, %arg41 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e71 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.0.attn:aten.stack.default")
    %e73 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg42, %arg43 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e73 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %r78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e77 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.cat.default")
    %e79 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg48, %arg49 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e79 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.cat.default")
    %e81 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg50 : tensor<2x1024x16x256xbf16>) outs(%e81 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x16x256xf32> loc("transformer.h.0.attn:aten._to_copy.default")
    %e83 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg51 : tensor<2x1024x16x256xbf16>) outs(%e83 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
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
    %e89 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z90 = linalg.fill ins(%c2 : f32) outs(%e89 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg54, %arg55 : tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>) outs(%z90 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e93 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %m92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r91 : tensor<2x16x1024x1024xf32>) outs(%e93 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%s: f32, %o: f32):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c4 : f32
      %y = arith.select %future, %c5, %x : f32
      linalg.yield %y : f32
    } -> tensor<2x16x1024x1024xf32>
    %e95 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %p94 = linalg.softmax dimension(3) ins(%m92 : tensor<2x16x1024x1024xf32>) outs(%e95 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %e96 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z97 = linalg.fill ins(%c2 : f32) outs(%e96 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p94, %arg56 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z97 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e99 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z100 = linalg.fill ins(%c2 : f32) outs(%e99 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg57, %arg56 : tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>) outs(%z100 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e102 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z103 = linalg.fill ins(%c2 : f32) outs(%e102 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p94, %arg57 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z103 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e105 = tensor.empty() : tensor<2x16x1024xf32>
    %z106 = linalg.fill ins(%c2 : f32) outs(%e105 : tensor<2x16x1024xf32>) -> tensor<2x16x1024xf32>
    %rs107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p94, %r101 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%z106 : tensor<2x16x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %acc: f32):
      %x = arith.mulf %p, %dp : f32
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024xf32>
    %e109 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %ds108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p94, %r101, %rs107 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024xf32>) outs(%e109 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %r: f32, %o: f32):
      %d = arith.subf %dp, %r : f32
      %x = arith.mulf %p, %d : f32
      %y = arith.mulf %x, %c4 : f32
      linalg.yield %y : f32
    } -> tensor<2x16x1024x1024xf32>
    %e110 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z111 = linalg.fill ins(%c2 : f32) outs(%e110 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds108, %arg55 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z111 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e113 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z114 = linalg.fill ins(%c2 : f32) outs(%e113 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds108, %arg54 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z114 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.0.attn:aten.bmm.default")
    %e116 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg58 : tensor<2x1024x16x256xbf16>) outs(%e116 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e118 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg59 : tensor<2x16x1024x256xbf16>) outs(%e118 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e120 = tensor.empty() : tensor<2048x4096xbf16>
    %z121 = linalg.fill ins(%c1 : bf16) outs(%e120 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r122 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg60, %arg61 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z121 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.out_proj:aten.mm.default")
    %e123 = tensor.empty() : tensor<2048x16384xbf16>
    %z124 = linalg.fill ins(%c1 : bf16) outs(%e123 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r125 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg62, %arg63 : tensor<2048x4096xbf16>, tensor<16384x4096xbf16>) outs(%z124 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x16384xbf16> loc("transformer.h.0.mlp.fc_in:aten.addmm.default")
    %e126 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x1024x16384xbf16>) outs(%e126 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e128 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65 : tensor<2x1024x16384xbf16>) outs(%e128 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.pow.Tensor_Scalar")
    %e130 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg66 : tensor<2x1024x16384xbf16>) outs(%e130 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e132 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg67, %arg68 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e132 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e134 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69 : tensor<2x1024x16384xbf16>) outs(%e134 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e136 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70 : tensor<2x1024x16384xbf16>) outs(%e136 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.tanh.default")
    %e138 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71 : tensor<2x1024x16384xbf16>) outs(%e138 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e140 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg72, %arg73 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e140 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e142 = tensor.empty() : tensor<2048x4096xbf16>
    %z143 = linalg.fill ins(%c1 : bf16) outs(%e142 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r144 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg74, %arg75 : tensor<2048x16384xbf16>, tensor<4096x16384xbf16>) outs(%z143 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.0.mlp.fc_out:aten.addmm.default")
    %e145 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg76, %arg77 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e145 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e147 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg78, %arg79 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e147 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e149 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z150 = linalg.fill ins(%c1 : bf16) outs(%e149 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %e151 = tensor.empty() : tensor<2x1024xf32>
    %z152 = linalg.fill ins(%c2 : f32) outs(%e151 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e153 = tensor.empty() : tensor<2x1024xf32>
    %z154 = linalg.fill ins(%c2 : f32) outs(%e153 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r155:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg80, %arg81, %arg82 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>) outs(%z150, %z152, %z154 : tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default"} {
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
    %e156 = tensor.empty() : tensor<2048x4096xbf16>
    %z157 = linalg.fill ins(%c1 : bf16) outs(%e156 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r158 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg83, %arg84 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z157 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.mm.default")
    %e159 = tensor.empty() : tensor<2048x4096xbf16>
    %z160 = linalg.fill ins(%c1 : bf16) outs(%e159 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r161 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg85, %arg86 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z160 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.mm.default")
    %e162 = tensor.empty() : tensor<2048x4096xbf16>
    %z163 = linalg.fill ins(%c1 : bf16) outs(%e162 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r164 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg87, %arg88 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z163 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.mm.default")
    %e165 = tensor.empty() : tensor<2048x64xf32>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg89 : tensor<2048x64xf32>) outs(%e165 : tensor<2048x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.repeat.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x64xf32> loc("transformer.h.1.attn:aten.repeat.default")
    %e167 = tensor.empty() : tensor<1024x64xi64>
    %r168 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg90 : tensor<1024xi64>) outs(%e167 : tensor<1024x64xi64>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.repeat.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024x64xi64> loc("transformer.h.1.attn:aten.repeat.default")
    %e169 = tensor.empty() : tensor<1024x64xf32>
    %r170 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<1024x64xi64>) outs(%e169 : tensor<1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.gather.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg92[%c3, %b1, %b2] : tensor<1x2048x64xf32>
      linalg.yield %b3 : f32
    } -> tensor<1024x64xf32> loc("transformer.h.1.attn:aten.gather.default")
    %e171 = tensor.empty() : tensor<1024x64xbf16>
    %r172 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg93 : tensor<1024x64xf32>) outs(%e171 : tensor<1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x64xbf16> loc("transformer.h.1.attn:aten._to_copy.default")
    %e173 = tensor.empty() : tensor<1024x32x2xbf16>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg94 : tensor<1024x32xbf16>) outs(%e173 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e175 = tensor.empty() : tensor<1024x32x2xbf16>
    %r176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg95 : tensor<1024x32xbf16>) outs(%e175 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e177 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg96, %arg97 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e177 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e179 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg98 : tensor<2x1024x16x32xbf16>) outs(%e179 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e181 = tensor.empty() : tensor<2x1024x16x32x2xbf16>
    %r182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg99, %arg100 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e181 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.1.attn:aten.stack.default")
    %e183 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg101, %arg102 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e183 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e185 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg103, %arg104 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e185 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e187 = tensor.empty() : tensor<1024x32x2xbf16>
    %r188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg105 : tensor<1024x32xbf16>) outs(%e187 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e189 = tensor.empty() : tensor<1024x32x2xbf16>
    %r190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg106 : tensor<1024x32xbf16>) outs(%e189 : tensor<1024x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<1024x32x2xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e191 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg107, %arg108 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e191 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e193 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109 : tensor<2x1024x16x32xbf16>) outs(%e193 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e195 = tensor.empty() : tensor<2x1024x16x32x2xbf16>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d9, d10, d11, d12)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11, d12) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg110, %arg111 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>) outs(%e195 : tensor<2x1024x16x32x2xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.stack.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32x2xbf16> loc("transformer.h.1.attn:aten.stack.default")
    %e197 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg112, %arg113 : tensor<2x1024x16x64xbf16>, tensor<1024x64xbf16>) outs(%e197 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e199 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg114, %arg115 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e199 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e201 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg116, %arg117 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e201 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.cat.default")
    %e203 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg118, %arg119 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x192xbf16>) outs(%e203 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.cat.default")
    %e205 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg120 : tensor<2x1024x16x256xbf16>) outs(%e205 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x16x256xf32> loc("transformer.h.1.attn:aten._to_copy.default")
    %e207 = tensor.empty() : tensor<2x1024x16x256xf32>
    %r208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg121 : tensor<2x1024x16x256xbf16>) outs(%e207 : tensor<2x1024x16x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x16x256xf32> loc("transformer.h.1.attn:aten._to_copy.default")
    %e209 = tensor.empty() : tensor<2x16x1024x256xf32>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg122 : tensor<2x1024x16x256xf32>) outs(%e209 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.1.attn:aten.clone.default")
    %e211 = tensor.empty() : tensor<2x16x256x1024xf32>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg123 : tensor<2x1024x16x256xf32>) outs(%e211 : tensor<2x16x256x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x16x256x1024xf32> loc("transformer.h.1.attn:aten.clone.default")
    %e213 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z214 = linalg.fill ins(%c2 : f32) outs(%e213 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg124, %arg125 : tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>) outs(%z214 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e217 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %m216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r215 : tensor<2x16x1024x1024xf32>) outs(%e217 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%s: f32, %o: f32):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c4 : f32
      %y = arith.select %future, %c5, %x : f32
      linalg.yield %y : f32
    } -> tensor<2x16x1024x1024xf32>
    %e219 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %p218 = linalg.softmax dimension(3) ins(%m216 : tensor<2x16x1024x1024xf32>) outs(%e219 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %e220 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z221 = linalg.fill ins(%c2 : f32) outs(%e220 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p218, %arg126 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z221 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e223 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %z224 = linalg.fill ins(%c2 : f32) outs(%e223 : tensor<2x16x1024x1024xf32>) -> tensor<2x16x1024x1024xf32>
    %r225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg127, %arg126 : tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>) outs(%z224 : tensor<2x16x1024x1024xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x1024xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e226 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z227 = linalg.fill ins(%c2 : f32) outs(%e226 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p218, %arg127 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z227 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e229 = tensor.empty() : tensor<2x16x1024xf32>
    %z230 = linalg.fill ins(%c2 : f32) outs(%e229 : tensor<2x16x1024xf32>) -> tensor<2x16x1024xf32>
    %rs231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p218, %r225 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>) outs(%z230 : tensor<2x16x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %acc: f32):
      %x = arith.mulf %p, %dp : f32
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024xf32>
    %e233 = tensor.empty() : tensor<2x16x1024x1024xf32>
    %ds232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p218, %r225, %rs231 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x1024xf32>, tensor<2x16x1024xf32>) outs(%e233 : tensor<2x16x1024x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %r: f32, %o: f32):
      %d = arith.subf %dp, %r : f32
      %x = arith.mulf %p, %d : f32
      %y = arith.mulf %x, %c4 : f32
      linalg.yield %y : f32
    } -> tensor<2x16x1024x1024xf32>
    %e234 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z235 = linalg.fill ins(%c2 : f32) outs(%e234 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds232, %arg125 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z235 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e237 = tensor.empty() : tensor<2x16x1024x256xf32>
    %z238 = linalg.fill ins(%c2 : f32) outs(%e237 : tensor<2x16x1024x256xf32>) -> tensor<2x16x1024x256xf32>
    %r239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds232, %arg124 : tensor<2x16x1024x1024xf32>, tensor<2x16x1024x256xf32>) outs(%z238 : tensor<2x16x1024x256xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x16x1024x256xf32> loc("transformer.h.1.attn:aten.bmm.default")
    %e240 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg128 : tensor<2x1024x16x256xbf16>) outs(%e240 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e242 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg129 : tensor<2x16x1024x256xbf16>) outs(%e242 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e244 = tensor.empty() : tensor<2048x4096xbf16>
    %z245 = linalg.fill ins(%c1 : bf16) outs(%e244 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r246 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg130, %arg131 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z245 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.out_proj:aten.mm.default")
    %e247 = tensor.empty() : tensor<2048x16384xbf16>
    %z248 = linalg.fill ins(%c1 : bf16) outs(%e247 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r249 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg132, %arg133 : tensor<2048x4096xbf16>, tensor<16384x4096xbf16>) outs(%z248 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x16384xbf16> loc("transformer.h.1.mlp.fc_in:aten.addmm.default")
    %e250 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg134 : tensor<2x1024x16384xbf16>) outs(%e250 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e252 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg135 : tensor<2x1024x16384xbf16>) outs(%e252 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.pow.Tensor_Scalar")
    %e254 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136 : tensor<2x1024x16384xbf16>) outs(%e254 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e256 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137, %arg138 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e256 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e258 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg139 : tensor<2x1024x16384xbf16>) outs(%e258 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e260 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg140 : tensor<2x1024x16384xbf16>) outs(%e260 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.tanh.default")
    %e262 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141 : tensor<2x1024x16384xbf16>) outs(%e262 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e264 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg142, %arg143 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e264 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e266 = tensor.empty() : tensor<2048x4096xbf16>
    %z267 = linalg.fill ins(%c1 : bf16) outs(%e266 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r268 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg144, %arg145 : tensor<2048x16384xbf16>, tensor<4096x16384xbf16>) outs(%z267 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("transformer.h.1.mlp.fc_out:aten.addmm.default")
    %e269 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg146, %arg147 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e269 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e271 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148, %arg149 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e271 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e273 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z274 = linalg.fill ins(%c1 : bf16) outs(%e273 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %e275 = tensor.empty() : tensor<2x1024xf32>
    %z276 = linalg.fill ins(%c2 : f32) outs(%e275 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e277 = tensor.empty() : tensor<2x1024xf32>
    %z278 = linalg.fill ins(%c2 : f32) outs(%e277 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r279:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg150, %arg151, %arg152 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>) outs(%z274, %z276, %z278 : tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default"} {
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
    %e280 = tensor.empty() : tensor<2048x50400xbf16>
    %z281 = linalg.fill ins(%c1 : bf16) outs(%e280 : tensor<2048x50400xbf16>) -> tensor<2048x50400xbf16>
    %r282 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg153, %arg154 : tensor<2048x4096xbf16>, tensor<50400x4096xbf16>) outs(%z281 : tensor<2048x50400xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x50400xbf16> loc("lm_head:aten.addmm.default")
    %e283 = tensor.empty() : tensor<2x1024x50400xf32>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155 : tensor<2x1024x50400xbf16>) outs(%e283 : tensor<2x1024x50400xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x50400xf32> loc("aten._to_copy.default")
    %e285 = tensor.empty() : tensor<2x1025xi64>
    %r286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg156 : tensor<2x1024xi64>) outs(%e285 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e287 = tensor.empty() : tensor<2x1024xi64>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg157 : tensor<2x1024xi64>) outs(%e287 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e289 = tensor.empty() : tensor<2048x50400xf32>
    %z290 = linalg.fill ins(%c2 : f32) outs(%e289 : tensor<2048x50400xf32>) -> tensor<2048x50400xf32>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg158 : tensor<2048x50400xf32>) outs(%z290 : tensor<2048x50400xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x50400xf32> loc("aten._log_softmax.default")
    %e292 = tensor.empty() : tensor<f32>
    %z293 = linalg.fill ins(%c2 : f32) outs(%e292 : tensor<f32>) -> tensor<f32>
    %e294 = tensor.empty() : tensor<f32>
    %z295 = linalg.fill ins(%c2 : f32) outs(%e294 : tensor<f32>) -> tensor<f32>
    %r296:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg159 : tensor<2048xi64>) outs(%z293, %z295 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e297 = tensor.empty() : tensor<2048x50400xf32>
    %r298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg160, %arg161, %arg162 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e297 : tensor<2048x50400xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default"} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x50400xf32> loc("aten.nll_loss_backward.default")
    %e299 = tensor.empty() : tensor<2048x50400xf32>
    %z300 = linalg.fill ins(%c2 : f32) outs(%e299 : tensor<2048x50400xf32>) -> tensor<2048x50400xf32>
    %r301 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg163, %arg164 : tensor<2048x50400xf32>, tensor<2048x50400xf32>) outs(%z300 : tensor<2048x50400xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x50400xf32> loc("aten._log_softmax_backward_data.default")
    %e302 = tensor.empty() : tensor<2x1024x50400xbf16>
    %r303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg165 : tensor<2x1024x50400xf32>) outs(%e302 : tensor<2x1024x50400xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x50400xbf16> loc("aten._to_copy.default")
    %e304 = tensor.empty() : tensor<2048x4096xbf16>
    %z305 = linalg.fill ins(%c1 : bf16) outs(%e304 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r306 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg166, %arg167 : tensor<2048x50400xbf16>, tensor<50400x4096xbf16>) outs(%z305 : tensor<2048x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("lm_head:aten.mm.default")
    %e307 = tensor.empty() : tensor<50400x4096xbf16>
    %z308 = linalg.fill ins(%c1 : bf16) outs(%e307 : tensor<50400x4096xbf16>) -> tensor<50400x4096xbf16>
    %r309 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg168, %arg169 : tensor<2048x50400xbf16>, tensor<2048x4096xbf16>) outs(%z308 : tensor<50400x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<50400x4096xbf16> loc("lm_head:aten.mm.default")
    %e310 = tensor.empty() : tensor<50400xbf16>
    %z311 = linalg.fill ins(%c1 : bf16) outs(%e310 : tensor<50400xbf16>) -> tensor<50400xbf16>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg170 : tensor<2048x50400xbf16>) outs(%z311 : tensor<50400xbf16>) attrs = {dimtune.role = "lm_head", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<50400xbf16> loc("lm_head:aten.sum.dim_IntList")
    %e313 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z314 = linalg.fill ins(%c1 : bf16) outs(%e313 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %r315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg171, %arg172, %arg173, %arg174, %arg175 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4096xbf16>) outs(%z314 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input"} {
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
    %e316 = tensor.empty() : tensor<4096xbf16>
    %z317 = linalg.fill ins(%c1 : bf16) outs(%e316 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %e318 = tensor.empty() : tensor<4096xbf16>
    %z319 = linalg.fill ins(%c1 : bf16) outs(%e318 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r320:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg176, %arg177, %arg178, %arg179 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z317, %z319 : tensor<4096xbf16>, tensor<4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
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
    %e321 = tensor.empty() : tensor<2048x16384xbf16>
    %z322 = linalg.fill ins(%c1 : bf16) outs(%e321 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r323 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg180, %arg181 : tensor<2048x4096xbf16>, tensor<4096x16384xbf16>) outs(%z322 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x16384xbf16> loc("transformer.h.1.mlp.fc_out:aten.mm.default")
    %e324 = tensor.empty() : tensor<4096x16384xbf16>
    %z325 = linalg.fill ins(%c1 : bf16) outs(%e324 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %r326 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg182, %arg183 : tensor<2048x4096xbf16>, tensor<2048x16384xbf16>) outs(%z325 : tensor<4096x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x16384xbf16> loc("transformer.h.1.mlp.fc_out:aten.mm.default")
    %e327 = tensor.empty() : tensor<4096xbf16>
    %z328 = linalg.fill ins(%c1 : bf16) outs(%e327 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r329 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg184 : tensor<2048x4096xbf16>) outs(%z328 : tensor<4096xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("transformer.h.1.mlp.fc_out:aten.sum.dim_IntList")
    %e330 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg185, %arg186 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e330 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e332 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187, %arg188 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e332 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e334 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg189, %arg190 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e334 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.tanh_backward.default")
    %e336 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg191 : tensor<2x1024x16384xbf16>) outs(%e336 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e338 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg192 : tensor<2x1024x16384xbf16>) outs(%e338 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e340 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg193 : tensor<2x1024x16384xbf16>) outs(%e340 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.pow.Tensor_Scalar")
    %e342 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg194 : tensor<2x1024x16384xbf16>) outs(%e342 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Scalar")
    %e344 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg195, %arg196 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e344 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e346 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg197, %arg198 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e346 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e348 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg199 : tensor<2x1024x16384xbf16>) outs(%e348 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e350 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg200, %arg201 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e350 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e352 = tensor.empty() : tensor<2048x4096xbf16>
    %z353 = linalg.fill ins(%c1 : bf16) outs(%e352 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r354 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg202, %arg203 : tensor<2048x16384xbf16>, tensor<16384x4096xbf16>) outs(%z353 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.mlp.fc_in:aten.mm.default")
    %e355 = tensor.empty() : tensor<16384x4096xbf16>
    %z356 = linalg.fill ins(%c1 : bf16) outs(%e355 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %r357 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg204, %arg205 : tensor<2048x16384xbf16>, tensor<2048x4096xbf16>) outs(%z356 : tensor<16384x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<16384x4096xbf16> loc("transformer.h.1.mlp.fc_in:aten.mm.default")
    %e358 = tensor.empty() : tensor<16384xbf16>
    %z359 = linalg.fill ins(%c1 : bf16) outs(%e358 : tensor<16384xbf16>) -> tensor<16384xbf16>
    %r360 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg206 : tensor<2048x16384xbf16>) outs(%z359 : tensor<16384xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<16384xbf16> loc("transformer.h.1.mlp.fc_in:aten.sum.dim_IntList")
    %e361 = tensor.empty() : tensor<4096x4096xbf16>
    %z362 = linalg.fill ins(%c1 : bf16) outs(%e361 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r363 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg207, %arg208 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z362 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.out_proj:aten.mm.default")
    %e364 = tensor.empty() : tensor<2048x4096xbf16>
    %z365 = linalg.fill ins(%c1 : bf16) outs(%e364 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r366 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg209, %arg210 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z365 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.out_proj:aten.mm.default")
    %e367 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg211 : tensor<2x1024x16x256xbf16>) outs(%e367 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e369 = tensor.empty() : tensor<2x16x256x1024xbf16>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg212 : tensor<2x16x256x1024xf32>) outs(%e369 : tensor<2x16x256x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x256x1024xbf16> loc("transformer.h.1.attn:aten._to_copy.default")
    %e371 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg213 : tensor<2x16x1024x256xf32>) outs(%e371 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.1.attn:aten._to_copy.default")
    %e373 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg214, %arg215 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e373 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e375 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg216 : tensor<2x16x1024x32xbf16>) outs(%e375 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e377 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg217 : tensor<2x16x1024x32xbf16>) outs(%e377 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e379 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg218 : tensor<2x16x1024x32xbf16>) outs(%e379 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e381 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg219, %arg220 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e381 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e383 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg221, %arg222 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e383 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e385 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg223, %arg224 : tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>) outs(%e385 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e387 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg225, %arg226 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e387 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e389 = tensor.empty() : tensor<2x16x32x1024xbf16>
    %r390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg227 : tensor<2x16x32x1024xbf16>) outs(%e389 : tensor<2x16x32x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x32x1024xbf16> loc("transformer.h.1.attn:aten.neg.default")
    %e391 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg228 : tensor<2x16x32x1024xbf16>) outs(%e391 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e393 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg229 : tensor<2x16x32x1024xbf16>) outs(%e393 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e395 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg230, %arg231 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e395 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e397 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg232, %arg233 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e397 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.1.attn:aten.mul.Tensor")
    %e399 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg234, %arg235 : tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>) outs(%e399 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e401 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg236 : tensor<2x16x1024x192xbf16>) outs(%e401 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e403 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg237 : tensor<2x1024x16x64xbf16>) outs(%e403 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e405 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg238, %arg239 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e405 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e407 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg240 : tensor<2x16x192x1024xbf16>) outs(%e407 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e409 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg241 : tensor<2x1024x16x64xbf16>) outs(%e409 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.slice_backward.default")
    %e411 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg242, %arg243 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e411 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.add.Tensor")
    %e413 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg244 : tensor<2x16x1024x256xbf16>) outs(%e413 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.1.attn:aten.clone.default")
    %e415 = tensor.empty() : tensor<4096x4096xbf16>
    %z416 = linalg.fill ins(%c1 : bf16) outs(%e415 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r417 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg245, %arg246 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z416 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.mm.default")
    %e418 = tensor.empty() : tensor<2048x4096xbf16>
    %z419 = linalg.fill ins(%c1 : bf16) outs(%e418 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r420 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg247, %arg248 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z419 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.mm.default")
    %e421 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg249, %arg250 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e421 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.attn.v_proj:aten.add.Tensor")
    %e423 = tensor.empty() : tensor<4096x4096xbf16>
    %z424 = linalg.fill ins(%c1 : bf16) outs(%e423 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r425 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg251, %arg252 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z424 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.mm.default")
    %e426 = tensor.empty() : tensor<2048x4096xbf16>
    %z427 = linalg.fill ins(%c1 : bf16) outs(%e426 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r428 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg253, %arg254 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z427 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.mm.default")
    %e429 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg255, %arg256 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e429 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.attn.k_proj:aten.add.Tensor")
    %e431 = tensor.empty() : tensor<4096x4096xbf16>
    %z432 = linalg.fill ins(%c1 : bf16) outs(%e431 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r433 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg257, %arg258 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z432 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.mm.default")
    %e434 = tensor.empty() : tensor<2048x4096xbf16>
    %z435 = linalg.fill ins(%c1 : bf16) outs(%e434 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r436 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg259, %arg260 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z435 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.mm.default")
    %e437 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg261, %arg262 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e437 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.attn.q_proj:aten.add.Tensor")
    %e439 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z440 = linalg.fill ins(%c1 : bf16) outs(%e439 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %r441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg263, %arg264, %arg265, %arg266, %arg267 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4096xbf16>) outs(%z440 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input"} {
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
    %e442 = tensor.empty() : tensor<4096xbf16>
    %z443 = linalg.fill ins(%c1 : bf16) outs(%e442 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %e444 = tensor.empty() : tensor<4096xbf16>
    %z445 = linalg.fill ins(%c1 : bf16) outs(%e444 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r446:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg268, %arg269, %arg270, %arg271 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z443, %z445 : tensor<4096xbf16>, tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
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
    %e447 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg272, %arg273 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e447 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.1.ln_1:aten.add.Tensor")
    %e449 = tensor.empty() : tensor<2048x16384xbf16>
    %z450 = linalg.fill ins(%c1 : bf16) outs(%e449 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r451 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg274, %arg275 : tensor<2048x4096xbf16>, tensor<4096x16384xbf16>) outs(%z450 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x16384xbf16> loc("transformer.h.0.mlp.fc_out:aten.mm.default")
    %e452 = tensor.empty() : tensor<4096x16384xbf16>
    %z453 = linalg.fill ins(%c1 : bf16) outs(%e452 : tensor<4096x16384xbf16>) -> tensor<4096x16384xbf16>
    %r454 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg276, %arg277 : tensor<2048x4096xbf16>, tensor<2048x16384xbf16>) outs(%z453 : tensor<4096x16384xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x16384xbf16> loc("transformer.h.0.mlp.fc_out:aten.mm.default")
    %e455 = tensor.empty() : tensor<4096xbf16>
    %z456 = linalg.fill ins(%c1 : bf16) outs(%e455 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r457 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg278 : tensor<2048x4096xbf16>) outs(%z456 : tensor<4096xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("transformer.h.0.mlp.fc_out:aten.sum.dim_IntList")
    %e458 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg279, %arg280 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e458 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e460 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg281, %arg282 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e460 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e462 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg283, %arg284 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e462 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.tanh_backward.default")
    %e464 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg285 : tensor<2x1024x16384xbf16>) outs(%e464 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e466 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg286 : tensor<2x1024x16384xbf16>) outs(%e466 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e468 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg287 : tensor<2x1024x16384xbf16>) outs(%e468 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.pow.Tensor_Scalar")
    %e470 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg288 : tensor<2x1024x16384xbf16>) outs(%e470 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Scalar")
    %e472 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg289, %arg290 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e472 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e474 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg291, %arg292 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e474 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e476 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg293 : tensor<2x1024x16384xbf16>) outs(%e476 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e478 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294, %arg295 : tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>) outs(%e478 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e480 = tensor.empty() : tensor<2048x4096xbf16>
    %z481 = linalg.fill ins(%c1 : bf16) outs(%e480 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r482 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg296, %arg297 : tensor<2048x16384xbf16>, tensor<16384x4096xbf16>) outs(%z481 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.mlp.fc_in:aten.mm.default")
    %e483 = tensor.empty() : tensor<16384x4096xbf16>
    %z484 = linalg.fill ins(%c1 : bf16) outs(%e483 : tensor<16384x4096xbf16>) -> tensor<16384x4096xbf16>
    %r485 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg298, %arg299 : tensor<2048x16384xbf16>, tensor<2048x4096xbf16>) outs(%z484 : tensor<16384x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<16384x4096xbf16> loc("transformer.h.0.mlp.fc_in:aten.mm.default")
    %e486 = tensor.empty() : tensor<16384xbf16>
    %z487 = linalg.fill ins(%c1 : bf16) outs(%e486 : tensor<16384xbf16>) -> tensor<16384xbf16>
    %r488 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg300 : tensor<2048x16384xbf16>) outs(%z487 : tensor<16384xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<16384xbf16> loc("transformer.h.0.mlp.fc_in:aten.sum.dim_IntList")
    %e489 = tensor.empty() : tensor<4096x4096xbf16>
    %z490 = linalg.fill ins(%c1 : bf16) outs(%e489 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r491 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg301, %arg302 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z490 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.out_proj:aten.mm.default")
    %e492 = tensor.empty() : tensor<2048x4096xbf16>
    %z493 = linalg.fill ins(%c1 : bf16) outs(%e492 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r494 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg303, %arg304 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z493 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.out_proj:aten.mm.default")
    %e495 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg305 : tensor<2x1024x16x256xbf16>) outs(%e495 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e497 = tensor.empty() : tensor<2x16x256x1024xbf16>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg306 : tensor<2x16x256x1024xf32>) outs(%e497 : tensor<2x16x256x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x256x1024xbf16> loc("transformer.h.0.attn:aten._to_copy.default")
    %e499 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg307 : tensor<2x16x1024x256xf32>) outs(%e499 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("transformer.h.0.attn:aten._to_copy.default")
    %e501 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg308, %arg309 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e501 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e503 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg310 : tensor<2x16x1024x32xbf16>) outs(%e503 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("transformer.h.0.attn:aten.neg.default")
    %e505 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg311 : tensor<2x16x1024x32xbf16>) outs(%e505 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e507 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg312 : tensor<2x16x1024x32xbf16>) outs(%e507 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e509 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg313, %arg314 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e509 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e511 = tensor.empty() : tensor<2x16x1024x64xbf16>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg315, %arg316 : tensor<2x16x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e511 : tensor<2x16x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x64xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e513 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg317, %arg318 : tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>) outs(%e513 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e515 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg319, %arg320 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e515 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e517 = tensor.empty() : tensor<2x16x32x1024xbf16>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg321 : tensor<2x16x32x1024xbf16>) outs(%e517 : tensor<2x16x32x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x32x1024xbf16> loc("transformer.h.0.attn:aten.neg.default")
    %e519 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg322 : tensor<2x16x32x1024xbf16>) outs(%e519 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e521 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg323 : tensor<2x16x32x1024xbf16>) outs(%e521 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e523 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg324, %arg325 : tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>) outs(%e523 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e525 = tensor.empty() : tensor<2x16x64x1024xbf16>
    %r526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg326, %arg327 : tensor<2x16x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e525 : tensor<2x16x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x64x1024xbf16> loc("transformer.h.0.attn:aten.mul.Tensor")
    %e527 = tensor.empty() : tensor<2x1024x16x64xbf16>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg328, %arg329 : tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>) outs(%e527 : tensor<2x1024x16x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x64xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e529 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg330 : tensor<2x16x1024x192xbf16>) outs(%e529 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e531 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg331 : tensor<2x1024x16x64xbf16>) outs(%e531 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e533 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg332, %arg333 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e533 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e535 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4, d1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg334 : tensor<2x16x192x1024xbf16>) outs(%e535 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e537 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg335 : tensor<2x1024x16x64xbf16>) outs(%e537 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.slice_backward.default")
    %e539 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg336, %arg337 : tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e539 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.add.Tensor")
    %e541 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg338 : tensor<2x16x1024x256xbf16>) outs(%e541 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("transformer.h.0.attn:aten.clone.default")
    %e543 = tensor.empty() : tensor<4096x4096xbf16>
    %z544 = linalg.fill ins(%c1 : bf16) outs(%e543 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r545 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg339, %arg340 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z544 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.v_proj:aten.mm.default")
    %e546 = tensor.empty() : tensor<2048x4096xbf16>
    %z547 = linalg.fill ins(%c1 : bf16) outs(%e546 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r548 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg341, %arg342 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z547 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.v_proj:aten.mm.default")
    %e549 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg343, %arg344 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e549 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.attn.v_proj:aten.add.Tensor")
    %e551 = tensor.empty() : tensor<4096x4096xbf16>
    %z552 = linalg.fill ins(%c1 : bf16) outs(%e551 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r553 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg345, %arg346 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z552 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.k_proj:aten.mm.default")
    %e554 = tensor.empty() : tensor<2048x4096xbf16>
    %z555 = linalg.fill ins(%c1 : bf16) outs(%e554 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r556 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg347, %arg348 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z555 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.k_proj:aten.mm.default")
    %e557 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg349, %arg350 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e557 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.attn.k_proj:aten.add.Tensor")
    %e559 = tensor.empty() : tensor<4096x4096xbf16>
    %z560 = linalg.fill ins(%c1 : bf16) outs(%e559 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r561 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg351, %arg352 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z560 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("transformer.h.0.attn.q_proj:aten.mm.default")
    %e562 = tensor.empty() : tensor<2048x4096xbf16>
    %z563 = linalg.fill ins(%c1 : bf16) outs(%e562 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r564 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg353, %arg354 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z563 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("transformer.h.0.attn.q_proj:aten.mm.default")
    %e565 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg355, %arg356 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e565 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.attn.q_proj:aten.add.Tensor")
    %e567 = tensor.empty() : tensor<2x1024x4096xbf16>
    %z568 = linalg.fill ins(%c1 : bf16) outs(%e567 : tensor<2x1024x4096xbf16>) -> tensor<2x1024x4096xbf16>
    %r569 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg357, %arg358, %arg359, %arg360, %arg361 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4096xbf16>) outs(%z568 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input"} {
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
    %e570 = tensor.empty() : tensor<4096xbf16>
    %z571 = linalg.fill ins(%c1 : bf16) outs(%e570 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %e572 = tensor.empty() : tensor<4096xbf16>
    %z573 = linalg.fill ins(%c1 : bf16) outs(%e572 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r574:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg362, %arg363, %arg364, %arg365 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z571, %z573 : tensor<4096xbf16>, tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
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
    %e575 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg366, %arg367 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e575 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("transformer.h.0.ln_1:aten.add.Tensor")
    %e577 = tensor.empty() : tensor<50400x4096xbf16>
    %z578 = linalg.fill ins(%c1 : bf16) outs(%e577 : tensor<50400x4096xbf16>) -> tensor<50400x4096xbf16>
    %r579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg368, %arg369 : tensor<2x1024xi64>, tensor<2x1024x4096xbf16>) outs(%z578 : tensor<50400x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c1 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<50400x4096xbf16> loc("transformer.wte:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r10, %r12, %r14, %r16, %r18, %r20, %r22, %r24, %r31#0, %r31#1, %r31#2, %r34, %r37, %r40, %r42, %r44, %r46, %r48, %r50, %r52, %r54, %r56, %r58, %r60, %r62, %r64, %r66, %r68, %r70, %r72, %r74, %r76, %r78, %r80, %r82, %r84, %r86, %r88, %r98, %r112, %r115, %r104, %r117, %r119, %r122, %r125, %r127, %r129, %r131, %r133, %r135, %r137, %r139, %r141, %r144, %r146, %r148, %r155#0, %r155#1, %r155#2, %r158, %r161, %r164, %r166, %r168, %r170, %r172, %r174, %r176, %r178, %r180, %r182, %r184, %r186, %r188, %r190, %r192, %r194, %r196, %r198, %r200, %r202, %r204, %r206, %r208, %r210, %r212, %r222, %r236, %r239, %r228, %r241, %r243, %r246, %r249, %r251, %r253, %r255, %r257, %r259, %r261, %r263, %r265, %r268, %r270, %r272, %r279#0, %r279#1, %r279#2, %r282, %r284, %r286, %r288, %r291, %r296#0, %r296#1, %r298, %r301, %r303, %r306, %r309, %r312, %r315, %r320#0, %r320#1, %r323, %r326, %r329, %r331, %r333, %r335, %r337, %r339, %r341, %r343, %r345, %r347, %r349, %r351, %r354, %r357, %r360, %r363, %r366, %r368, %r370, %r372, %r374, %r376, %r378, %r380, %r382, %r384, %r386, %r388, %r390, %r392, %r394, %r396, %r398, %r400, %r402, %r404, %r406, %r408, %r410, %r412, %r414, %r417, %r420, %r422, %r425, %r428, %r430, %r433, %r436, %r438, %r441, %r446#0, %r446#1, %r448, %r451, %r454, %r457, %r459, %r461, %r463, %r465, %r467, %r469, %r471, %r473, %r475, %r477, %r479, %r482, %r485, %r488, %r491, %r494, %r496, %r498, %r500, %r502, %r504, %r506, %r508, %r510, %r512, %r514, %r516, %r518, %r520, %r522, %r524, %r526, %r528, %r530, %r532, %r534, %r536, %r538, %r540, %r542, %r545, %r548, %r550, %r553, %r556, %r558, %r561, %r564, %r566, %r569, %r574#0, %r574#1, %r576, %r579 : tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x64xf32>, tensor<1024x64xi64>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<1024x32x2xbf16>, tensor<1024x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32x2xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xf32>, tensor<2x1024x16x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x256x1024xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xf32>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2048x4096xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50400xbf16>, tensor<2x1024x50400xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50400xf32>, tensor<f32>, tensor<f32>, tensor<2048x50400xf32>, tensor<2048x50400xf32>, tensor<2x1024x50400xbf16>, tensor<2048x4096xbf16>, tensor<50400x4096xbf16>, tensor<50400xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x16384xbf16>, tensor<4096x16384xbf16>, tensor<4096xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2x1024x16384xbf16>, tensor<2048x4096xbf16>, tensor<16384x4096xbf16>, tensor<16384xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x256x1024xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x16x32x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x64x1024xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xbf16>, tensor<50400x4096xbf16>
  }
}
