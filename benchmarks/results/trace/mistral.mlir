module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<32000x4096xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<1024x128xf32>, %arg13: tensor<1024x128xf32>, %arg14: tensor<2x1024x4096xbf16>, %arg15: tensor<2x1024x4096xf32>, %arg16: tensor<2x1024x4096xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x4096xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x4096xf32>, %arg22: tensor<4096xbf16>, %arg23: tensor<2x1024x4096xbf16>, %arg24: tensor<2048x4096xbf16>, %arg25: tensor<4096x4096xbf16>, %arg26: tensor<2048x4096xbf16>, %arg27: tensor<1024x4096xbf16>, %arg28: tensor<2048x4096xbf16>, %arg29: tensor<1024x4096xbf16>, %arg30: tensor<2x1024x32x128xbf16>, %arg31: tensor<1024x128xbf16>, %arg32: tensor<2x1024x32x64xbf16>, %arg33: tensor<2x1024x32x64xbf16>, %arg34: tensor<2x1024x32x64xbf16>, %arg35: tensor<2x32x1024x128xbf16>, %arg36: tensor<1024x128xbf16>, %arg37: tensor<2x1024x32x128xbf16>, %arg38: tensor<2x32x1024x128xbf16>, %arg39: tensor<2x1024x8x128xbf16>, %arg40: tensor<1024x128xbf16>, %arg41: tensor<2x1024x8x64xbf16>, %arg42: tensor<2x1024x8x64xbf16>, %arg43: tensor<2x1024x8x64xbf16>, %arg44: tensor<2x8x1024x128xbf16>, %arg45: tensor<1024x128xbf16>, %arg46: tensor<2x1024x8x128xbf16>, %arg47: tensor<2x8x1024x128xbf16>, %arg48: tensor<2x32x1024x128xbf16>, %arg49: tensor<2x8x1024x128xbf16>, %arg50: tensor<2x8x1024x128xbf16>, %arg51: tensor<2x32x1024x128xbf16>, %arg52: tensor<2048x4096xbf16>, %arg53: tensor<4096x4096xbf16>, %arg54: tensor<2x1024x4096xbf16>, %arg55: tensor<2x1024x4096xbf16>, %arg56: tensor<2x1024x4096xbf16>, %arg57: tensor<2x1024x4096xf32>, %arg58: tensor<2x1024x4096xf32>, %arg59: tensor<2x1024xf32>, %arg60: tensor<2x1024xf32>, %arg61: tensor<2x1024x4096xf32>, %arg62: tensor<2x1024xf32>, %arg63: tensor<2x1024x4096xf32>, %arg64: tensor<4096xbf16>, %arg65: tensor<2x1024x4096xbf16>, %arg66: tensor<2048x4096xbf16>, %arg67: tensor<14336x4096xbf16>, %arg68: tensor<2x1024x14336xbf16>, %arg69: tensor<2048x4096xbf16>, %arg70: tensor<14336x4096xbf16>, %arg71: tensor<2x1024x14336xbf16>, %arg72: tensor<2x1024x14336xbf16>, %arg73: tensor<2048x14336xbf16>, %arg74: tensor<4096x14336xbf16>, %arg75: tensor<2x1024x4096xbf16>, %arg76: tensor<2x1024x4096xbf16>, %arg77: tensor<2x1024x4096xbf16>, %arg78: tensor<2x1024x4096xf32>, %arg79: tensor<2x1024x4096xf32>, %arg80: tensor<2x1024xf32>, %arg81: tensor<2x1024xf32>, %arg82: tensor<2x1024x4096xf32>, %arg83: tensor<2x1024xf32>, %arg84: tensor<2x1024x4096xf32>, %arg85: tensor<4096xbf16>, %arg86: tensor<2x1024x4096xbf16>, %arg87: tensor<2048x4096xbf16>, %arg88: tensor<4096x4096xbf16>, %arg89: tensor<2048x4096xbf16>, %arg90: tensor<1024x4096xbf16>, %arg91: tensor<2048x4096xbf16>, %arg92: tensor<1024x4096xbf16>, %arg93: tensor<2x1024x32x128xbf16>, %arg94: tensor<1024x128xbf16>, %arg95: tensor<2x1024x32x64xbf16>, %arg96: tensor<2x1024x32x64xbf16>, %arg97: tensor<2x1024x32x64xbf16>, %arg98: tensor<2x32x1024x128xbf16>, %arg99: tensor<1024x128xbf16>, %arg100: tensor<2x1024x32x128xbf16>, %arg101: tensor<2x32x1024x128xbf16>, %arg102: tensor<2x1024x8x128xbf16>, %arg103: tensor<1024x128xbf16>, %arg104: tensor<2x1024x8x64xbf16>, %arg105: tensor<2x1024x8x64xbf16>, %arg106: tensor<2x1024x8x64xbf16>, %arg107: tensor<2x8x1024x128xbf16>, %arg108: tensor<1024x128xbf16>, %arg109: tensor<2x1024x8x128xbf16>, %arg110: tensor<2x8x1024x128xbf16>, %arg111: tensor<2x32x1024x128xbf16>, %arg112: tensor<2x8x1024x128xbf16>, %arg113: tensor<2x8x1024x128xbf16>, %arg114: tensor<2x32x1024x128xbf16>, %arg115: tensor<2048x4096xbf16>, %arg116: tensor<4096x4096xbf16>, %arg117: tensor<2x1024x4096xbf16>, %arg118: tensor<2x1024x4096xbf16>, %arg119: tensor<2x1024x4096xbf16>, %arg120: tensor<2x1024x4096xf32>, %arg121: tensor<2x1024x4096xf32>, %arg122: tensor<2x1024xf32>, %arg123: tensor<2x1024xf32>, %arg124: tensor<2x1024x4096xf32>, %arg125: tensor<2x1024xf32>, %arg126: tensor<2x1024x4096xf32>, %arg127: tensor<4096xbf16>, %arg128: tensor<2x1024x4096xbf16>, %arg129: tensor<2048x4096xbf16>, %arg130: tensor<14336x4096xbf16>, %arg131: tensor<2x1024x14336xbf16>, %arg132: tensor<2048x4096xbf16>, %arg133: tensor<14336x4096xbf16>, %arg134: tensor<2x1024x14336xbf16>, %arg135: tensor<2x1024x14336xbf16>, %arg136: tensor<2048x14336xbf16>, %arg137: tensor<4096x14336xbf16>, %arg138: tensor<2x1024x4096xbf16>, %arg139: tensor<2x1024x4096xbf16>, %arg140: tensor<2x1024x4096xbf16>, %arg141: tensor<2x1024x4096xf32>, %arg142: tensor<2x1024x4096xf32>, %arg143: tensor<2x1024xf32>, %arg144: tensor<2x1024xf32>, %arg145: tensor<2x1024x4096xf32>, %arg146: tensor<2x1024xf32>, %arg147: tensor<2x1024x4096xf32>, %arg148: tensor<4096xbf16>, %arg149: tensor<2x1024x4096xbf16>, %arg150: tensor<2048x4096xbf16>, %arg151: tensor<32000x4096xbf16>, %arg152: tensor<2x1024x32000xbf16>, %arg153: tensor<2x1024xi64>, %arg154: tensor<2x1024xi64>, %arg155: tensor<2048x32000xf32>, %arg156: tensor<2048xi64>, %arg157: tensor<f32>, %arg158: tensor<2048xi64>, %arg159: tensor<f32>, %arg160: tensor<2048x32000xf32>, %arg161: tensor<2048x32000xf32>, %arg162: tensor<2x1024x32000xf32>, %arg163: tensor<2048x32000xbf16>, %arg164: tensor<2048x4096xbf16>, %arg165: tensor<2048x32000xbf16>, %arg166: tensor<32000x4096xbf16>, %arg167: tensor<2x1024x4096xbf16>, %arg168: tensor<4096xbf16>, %arg169: tensor<2x1024x4096xbf16>, %arg170: tensor<2x1024x4096xbf16>, %arg171: tensor<2x1024x4096xbf16>, %arg172: tensor<2x1024x4096xbf16>, %arg173: tensor<2x1024x4096xf32>, %arg174: tensor<2x1024x4096xf32>, %arg175: tensor<2x1024x4096xf32>, %arg176: tensor<2x1024xf32>, %arg177: tensor<2x1024x4096xf32>, %arg178: tensor<2x1024xf32>, %arg179: tensor<2x1024xf32>, %arg180: tensor<2x1024xf32>, %arg181: tensor<2x1024xf32>, %arg182: tensor<2x1024xf32>, %arg183: tensor<2x1024x4096xf32>, %arg184: tensor<2x1024x4096xf32>, %arg185: tensor<2x1024x4096xf32>, %arg186: tensor<2x1024x4096xf32>, %arg187: tensor<2x1024x4096xf32>, %arg188: tensor<2x1024x4096xf32>, %arg189: tensor<2x1024x4096xf32>, %arg190: tensor<2048x4096xbf16>, %arg191: tensor<2048x14336xbf16>, %arg192: tensor<2048x4096xbf16>, %arg193: tensor<4096x14336xbf16>, %arg194: tensor<2x1024x14336xbf16>, %arg195: tensor<2x1024x14336xbf16>, %arg196: tensor<2x1024x14336xbf16>, %arg197: tensor<2x1024x14336xbf16>, %arg198: tensor<2048x14336xbf16>, %arg199: tensor<2048x4096xbf16>, %arg200: tensor<2048x14336xbf16>, %arg201: tensor<14336x4096xbf16>, %arg202: tensor<2x1024x14336xbf16>, %arg203: tensor<2x1024x14336xbf16>, %arg204: tensor<2048x14336xbf16>, %arg205: tensor<2048x4096xbf16>, %arg206: tensor<2048x14336xbf16>, %arg207: tensor<14336x4096xbf16>, %arg208: tensor<2x1024x4096xbf16>, %arg209: tensor<2x1024x4096xbf16>, %arg210: tensor<2x1024x4096xbf16>, %arg211: tensor<4096xbf16>, %arg212: tensor<2x1024x4096xbf16>, %arg213: tensor<2x1024x4096xbf16>, %arg214: tensor<2x1024x4096xbf16>, %arg215: tensor<2x1024x4096xbf16>, %arg216: tensor<2x1024x4096xf32>, %arg217: tensor<2x1024x4096xf32>, %arg218: tensor<2x1024x4096xf32>, %arg219: tensor<2x1024xf32>, %arg220: tensor<2x1024x4096xf32>, %arg221: tensor<2x1024xf32>, %arg222: tensor<2x1024xf32>, %arg223: tensor<2x1024xf32>, %arg224: tensor<2x1024xf32>, %arg225: tensor<2x1024xf32>, %arg226: tensor<2x1024x4096xf32>, %arg227: tensor<2x1024x4096xf32>, %arg228: tensor<2x1024x4096xf32>, %arg229: tensor<2x1024x4096xf32>, %arg230: tensor<2x1024x4096xf32>, %arg231: tensor<2x1024x4096xf32>, %arg232: tensor<2x1024x4096xf32>, %arg233: tensor<2x1024x4096xbf16>, %arg234: tensor<2x1024x4096xbf16>, %arg235: tensor<2048x4096xbf16>, %arg236: tensor<2048x4096xbf16>, %arg237: tensor<2048x4096xbf16>, %arg238: tensor<4096x4096xbf16>, %arg239: tensor<2x1024x8x128xbf16>, %arg240: tensor<1024x128xbf16>, %arg241: tensor<2x1024x8x64xbf16>, %arg242: tensor<2x1024x8x64xbf16>, %arg243: tensor<2x1024x8x64xbf16>, %arg244: tensor<2x8x1024x128xbf16>, %arg245: tensor<2x8x1024x128xbf16>, %arg246: tensor<2x1024x8x128xbf16>, %arg247: tensor<1024x128xbf16>, %arg248: tensor<2x8x1024x128xbf16>, %arg249: tensor<2x1024x8x128xbf16>, %arg250: tensor<2x1024x32x128xbf16>, %arg251: tensor<1024x128xbf16>, %arg252: tensor<2x1024x32x64xbf16>, %arg253: tensor<2x1024x32x64xbf16>, %arg254: tensor<2x1024x32x64xbf16>, %arg255: tensor<2x32x1024x128xbf16>, %arg256: tensor<2x32x1024x128xbf16>, %arg257: tensor<2x1024x32x128xbf16>, %arg258: tensor<1024x128xbf16>, %arg259: tensor<2x32x1024x128xbf16>, %arg260: tensor<2x1024x32x128xbf16>, %arg261: tensor<2048x1024xbf16>, %arg262: tensor<2048x4096xbf16>, %arg263: tensor<2048x1024xbf16>, %arg264: tensor<1024x4096xbf16>, %arg265: tensor<2x8x1024x128xbf16>, %arg266: tensor<2048x1024xbf16>, %arg267: tensor<2048x4096xbf16>, %arg268: tensor<2048x1024xbf16>, %arg269: tensor<1024x4096xbf16>, %arg270: tensor<2x1024x4096xbf16>, %arg271: tensor<2x1024x4096xbf16>, %arg272: tensor<2x32x1024x128xbf16>, %arg273: tensor<2048x4096xbf16>, %arg274: tensor<2048x4096xbf16>, %arg275: tensor<2048x4096xbf16>, %arg276: tensor<4096x4096xbf16>, %arg277: tensor<2x1024x4096xbf16>, %arg278: tensor<2x1024x4096xbf16>, %arg279: tensor<2x1024x4096xbf16>, %arg280: tensor<4096xbf16>, %arg281: tensor<2x1024x4096xbf16>, %arg282: tensor<2x1024x4096xbf16>, %arg283: tensor<2x1024x4096xbf16>, %arg284: tensor<2x1024x4096xbf16>, %arg285: tensor<2x1024x4096xf32>, %arg286: tensor<2x1024x4096xf32>, %arg287: tensor<2x1024x4096xf32>, %arg288: tensor<2x1024xf32>, %arg289: tensor<2x1024x4096xf32>, %arg290: tensor<2x1024xf32>, %arg291: tensor<2x1024xf32>, %arg292: tensor<2x1024xf32>, %arg293: tensor<2x1024xf32>, %arg294: tensor<2x1024xf32>, %arg295: tensor<2x1024x4096xf32>, %arg296: tensor<2x1024x4096xf32>, %arg297: tensor<2x1024x4096xf32>, %arg298: tensor<2x1024x4096xf32>, %arg299: tensor<2x1024x4096xf32>, %arg300: tensor<2x1024x4096xf32>, %arg301: tensor<2x1024x4096xf32>, %arg302: tensor<2x1024x4096xbf16>, %arg303: tensor<2x1024x4096xbf16>, %arg304: tensor<2048x4096xbf16>, %arg305: tensor<2048x14336xbf16>, %arg306: tensor<2048x4096xbf16>, %arg307: tensor<4096x14336xbf16>, %arg308: tensor<2x1024x14336xbf16>, %arg309: tensor<2x1024x14336xbf16>, %arg310: tensor<2x1024x14336xbf16>, %arg311: tensor<2x1024x14336xbf16>, %arg312: tensor<2048x14336xbf16>, %arg313: tensor<2048x4096xbf16>, %arg314: tensor<2048x14336xbf16>, %arg315: tensor<14336x4096xbf16>, %arg316: tensor<2x1024x14336xbf16>, %arg317: tensor<2x1024x14336xbf16>, %arg318: tensor<2048x14336xbf16>, %arg319: tensor<2048x4096xbf16>, %arg320: tensor<2048x14336xbf16>, %arg321: tensor<14336x4096xbf16>, %arg322: tensor<2x1024x4096xbf16>, %arg323: tensor<2x1024x4096xbf16>, %arg324: tensor<2x1024x4096xbf16>, %arg325: tensor<4096xbf16>, %arg326: tensor<2x1024x4096xbf16>, %arg327: tensor<2x1024x4096xbf16>, %arg328: tensor<2x1024x4096xbf16>, %arg329: tensor<2x1024x4096xbf16>, %arg330: tensor<2x1024x4096xf32>, %arg331: tensor<2x1024x4096xf32>, %arg332: tensor<2x1024x4096xf32>, %arg333: tensor<2x1024xf32>, %arg334: tensor<2x1024x4096xf32>, %arg335: tensor<2x1024xf32>, %arg336: tensor<2x1024xf32>, %arg337: tensor<2x1024xf32>, %arg338: tensor<2x1024xf32>, %arg339: tensor<2x1024xf32>, %arg340: tensor<2x1024x4096xf32>, %arg341: tensor<2x1024x4096xf32>, %arg342: tensor<2x1024x4096xf32>, %arg343: tensor<2x1024x4096xf32>, %arg344: tensor<2x1024x4096xf32>, %arg345: tensor<2x1024x4096xf32>, %arg346: tensor<2x1024x4096xf32>, %arg347: tensor<2x1024x4096xbf16>, %arg348: tensor<2x1024x4096xbf16>, %arg349: tensor<2048x4096xbf16>, %arg350: tensor<2048x4096xbf16>, %arg351: tensor<2048x4096xbf16>, %arg352: tensor<4096x4096xbf16>, %arg353: tensor<2x1024x8x128xbf16>, %arg354: tensor<1024x128xbf16>, %arg355: tensor<2x1024x8x64xbf16>, %arg356: tensor<2x1024x8x64xbf16>, %arg357: tensor<2x1024x8x64xbf16>, %arg358: tensor<2x8x1024x128xbf16>, %arg359: tensor<2x8x1024x128xbf16>, %arg360: tensor<2x1024x8x128xbf16>, %arg361: tensor<1024x128xbf16>, %arg362: tensor<2x8x1024x128xbf16>, %arg363: tensor<2x1024x8x128xbf16>, %arg364: tensor<2x1024x32x128xbf16>, %arg365: tensor<1024x128xbf16>, %arg366: tensor<2x1024x32x64xbf16>, %arg367: tensor<2x1024x32x64xbf16>, %arg368: tensor<2x1024x32x64xbf16>, %arg369: tensor<2x32x1024x128xbf16>, %arg370: tensor<2x32x1024x128xbf16>, %arg371: tensor<2x1024x32x128xbf16>, %arg372: tensor<1024x128xbf16>, %arg373: tensor<2x32x1024x128xbf16>, %arg374: tensor<2x1024x32x128xbf16>, %arg375: tensor<2048x1024xbf16>, %arg376: tensor<2048x4096xbf16>, %arg377: tensor<2048x1024xbf16>, %arg378: tensor<1024x4096xbf16>, %arg379: tensor<2x8x1024x128xbf16>, %arg380: tensor<2048x1024xbf16>, %arg381: tensor<2048x4096xbf16>, %arg382: tensor<2048x1024xbf16>, %arg383: tensor<1024x4096xbf16>, %arg384: tensor<2x1024x4096xbf16>, %arg385: tensor<2x1024x4096xbf16>, %arg386: tensor<2x32x1024x128xbf16>, %arg387: tensor<2048x4096xbf16>, %arg388: tensor<2048x4096xbf16>, %arg389: tensor<2048x4096xbf16>, %arg390: tensor<4096x4096xbf16>, %arg391: tensor<2x1024x4096xbf16>, %arg392: tensor<2x1024x4096xbf16>, %arg393: tensor<2x1024x4096xbf16>, %arg394: tensor<4096xbf16>, %arg395: tensor<2x1024x4096xbf16>, %arg396: tensor<2x1024x4096xbf16>, %arg397: tensor<2x1024x4096xbf16>, %arg398: tensor<2x1024x4096xbf16>, %arg399: tensor<2x1024x4096xf32>, %arg400: tensor<2x1024x4096xf32>, %arg401: tensor<2x1024x4096xf32>, %arg402: tensor<2x1024xf32>, %arg403: tensor<2x1024x4096xf32>, %arg404: tensor<2x1024xf32>, %arg405: tensor<2x1024xf32>, %arg406: tensor<2x1024xf32>, %arg407: tensor<2x1024xf32>, %arg408: tensor<2x1024xf32>, %arg409: tensor<2x1024x4096xf32>, %arg410: tensor<2x1024x4096xf32>, %arg411: tensor<2x1024x4096xf32>, %arg412: tensor<2x1024x4096xf32>, %arg413: tensor<2x1024x4096xf32>, %arg414: tensor<2x1024x4096xf32>, %arg415: tensor<2x1024x4096xf32>, %arg416: tensor<2x1024x4096xbf16>, %arg417: tensor<2x1024x4096xbf16>, %arg418: tensor<2x1024xi64>, %arg419: tensor<2x1024x4096xbf16>) -> (tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 8.838835e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<32000x4096xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.embed_tokens:aten.embedding.default")
    %e3 = tensor.empty() : tensor<1024xi64>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("model:aten.arange.default")
    %e5 = tensor.empty() : tensor<1024xi64>
    %r6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<1024xi64>) outs(%e5 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("model:aten.add.Tensor")
    %e7 = tensor.empty() : tensor<1024xf32>
    %r8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<1024xi64>) outs(%e7 : tensor<1024xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      linalg.yield %b1 : f32
    } -> tensor<1024xf32> loc("model.rotary_emb:aten._to_copy.default")
    %e9 = tensor.empty() : tensor<64x1024xf32>
    %z10 = linalg.fill ins(%c1 : f32) outs(%e9 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %r11 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg4, %arg5 : tensor<64x1xf32>, tensor<1x1024xf32>) outs(%z10 : tensor<64x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<64x1024xf32> loc("model.rotary_emb:aten.bmm.default")
    %e12 = tensor.empty() : tensor<1024x128xf32>
    %r13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%e12 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.cat.default")
    %e14 = tensor.empty() : tensor<1024x128xf32>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<1024x128xf32>) outs(%e14 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.cos.default")
    %e16 = tensor.empty() : tensor<1024x128xf32>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<1024x128xf32>) outs(%e16 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e18 = tensor.empty() : tensor<1024x128xf32>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x128xf32>) outs(%e18 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.sin.default")
    %e20 = tensor.empty() : tensor<1024x128xf32>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024x128xf32>) outs(%e20 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e22 = tensor.empty() : tensor<1024x128xbf16>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x128xf32>) outs(%e22 : tensor<1024x128xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x128xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e24 = tensor.empty() : tensor<1024x128xbf16>
    %r25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x128xf32>) outs(%e24 : tensor<1024x128xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x128xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e26 = tensor.empty() : tensor<2x1024x4096xf32>
    %r27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<2x1024x4096xbf16>) outs(%e26 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e28 = tensor.empty() : tensor<2x1024x4096xf32>
    %r29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<2x1024x4096xf32>) outs(%e28 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg16 : tensor<2x1024x4096xf32>) outs(%z31 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mean.dim")
    %e33 = tensor.empty() : tensor<2x1024xf32>
    %r34 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<2x1024xf32>) outs(%e33 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e35 = tensor.empty() : tensor<2x1024xf32>
    %r36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<2x1024xf32>) outs(%e35 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.rsqrt.default")
    %e37 = tensor.empty() : tensor<2x1024x4096xf32>
    %r38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %arg20 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e37 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e39 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x1024x4096xf32>) outs(%e39 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e41 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22, %arg23 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e41 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e43 = tensor.empty() : tensor<2048x4096xbf16>
    %z44 = linalg.fill ins(%c2 : bf16) outs(%e43 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r45 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg24, %arg25 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z44 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e46 = tensor.empty() : tensor<2048x1024xbf16>
    %z47 = linalg.fill ins(%c2 : bf16) outs(%e46 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r48 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg26, %arg27 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z47 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e49 = tensor.empty() : tensor<2048x1024xbf16>
    %z50 = linalg.fill ins(%c2 : bf16) outs(%e49 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r51 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg28, %arg29 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z50 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e52 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg30, %arg31 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e52 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32 : tensor<2x1024x32x64xbf16>) outs(%e54 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e56 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg33, %arg34 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e56 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e58 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg35, %arg36 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e58 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e60 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e62 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e62 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e64 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg41 : tensor<2x1024x8x64xbf16>) outs(%e64 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e66 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg42, %arg43 : tensor<2x1024x8x64xbf16>, tensor<2x1024x8x64xbf16>) outs(%e66 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e68 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg44, %arg45 : tensor<2x8x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e68 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e70 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e70 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e72 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc73 = linalg.broadcast ins(%arg49 : tensor<2x8x1024x128xbf16>) outs(%e72 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv74 = tensor.collapse_shape %bc73 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e75 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc76 = linalg.broadcast ins(%arg50 : tensor<2x8x1024x128xbf16>) outs(%e75 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv77 = tensor.collapse_shape %bc76 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e78 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z79 = linalg.fill ins(%c2 : bf16) outs(%e78 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg48, %kv74 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z79 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e82 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r80 : tensor<2x32x1024x1024xbf16>) outs(%e82 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e84 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p83 = linalg.softmax dimension(3) ins(%m81 : tensor<2x32x1024x1024xbf16>) outs(%e84 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e85 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z86 = linalg.fill ins(%c2 : bf16) outs(%e85 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p83, %kv77 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z86 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e88 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z89 = linalg.fill ins(%c2 : bf16) outs(%e88 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg51, %kv77 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z89 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e91 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z92 = linalg.fill ins(%c2 : bf16) outs(%e91 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p83, %arg51 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z92 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e94 = tensor.empty() : tensor<2x32x1024xbf16>
    %z95 = linalg.fill ins(%c2 : bf16) outs(%e94 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p83, %r90 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z95 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e98 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p83, %r90, %rs96 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e98 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e99 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z100 = linalg.fill ins(%c2 : bf16) outs(%e99 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds97, %kv74 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z100 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e102 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z103 = linalg.fill ins(%c2 : bf16) outs(%e102 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds97, %arg48 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z103 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %g105 = tensor.expand_shape %r104 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e106 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z107 = linalg.fill ins(%c2 : bf16) outs(%e106 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs108 = linalg.reduce ins(%g105 : tensor<2x8x4x1024x128xbf16>) outs(%z107 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g109 = tensor.expand_shape %r93 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e110 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z111 = linalg.fill ins(%c2 : bf16) outs(%e110 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs112 = linalg.reduce ins(%g109 : tensor<2x8x4x1024x128xbf16>) outs(%z111 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e113 = tensor.empty() : tensor<2048x4096xbf16>
    %z114 = linalg.fill ins(%c2 : bf16) outs(%e113 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r115 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg52, %arg53 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z114 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e116 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54, %arg55 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e116 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e118 = tensor.empty() : tensor<2x1024x4096xf32>
    %r119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x1024x4096xbf16>) outs(%e118 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e120 = tensor.empty() : tensor<2x1024x4096xf32>
    %r121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57 : tensor<2x1024x4096xf32>) outs(%e120 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e122 = tensor.empty() : tensor<2x1024xf32>
    %z123 = linalg.fill ins(%c1 : f32) outs(%e122 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg58 : tensor<2x1024x4096xf32>) outs(%z123 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mean.dim")
    %e125 = tensor.empty() : tensor<2x1024xf32>
    %r126 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<2x1024xf32>) outs(%e125 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e127 = tensor.empty() : tensor<2x1024xf32>
    %r128 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<2x1024xf32>) outs(%e127 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.rsqrt.default")
    %e129 = tensor.empty() : tensor<2x1024x4096xf32>
    %r130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg61, %arg62 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e129 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e131 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63 : tensor<2x1024x4096xf32>) outs(%e131 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e133 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64, %arg65 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e133 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e135 = tensor.empty() : tensor<2048x14336xbf16>
    %z136 = linalg.fill ins(%c2 : bf16) outs(%e135 : tensor<2048x14336xbf16>) -> tensor<2048x14336xbf16>
    %r137 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg66, %arg67 : tensor<2048x4096xbf16>, tensor<14336x4096xbf16>) outs(%z136 : tensor<2048x14336xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x14336xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e138 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg68 : tensor<2x1024x14336xbf16>) outs(%e138 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.0.mlp.act_fn:aten.silu.default")
    %e140 = tensor.empty() : tensor<2048x14336xbf16>
    %z141 = linalg.fill ins(%c2 : bf16) outs(%e140 : tensor<2048x14336xbf16>) -> tensor<2048x14336xbf16>
    %r142 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg69, %arg70 : tensor<2048x4096xbf16>, tensor<14336x4096xbf16>) outs(%z141 : tensor<2048x14336xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x14336xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e143 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71, %arg72 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e143 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e145 = tensor.empty() : tensor<2048x4096xbf16>
    %z146 = linalg.fill ins(%c2 : bf16) outs(%e145 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r147 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg73, %arg74 : tensor<2048x14336xbf16>, tensor<4096x14336xbf16>) outs(%z146 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e148 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75, %arg76 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e148 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e150 = tensor.empty() : tensor<2x1024x4096xf32>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77 : tensor<2x1024x4096xbf16>) outs(%e150 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e152 = tensor.empty() : tensor<2x1024x4096xf32>
    %r153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg78 : tensor<2x1024x4096xf32>) outs(%e152 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e154 = tensor.empty() : tensor<2x1024xf32>
    %z155 = linalg.fill ins(%c1 : f32) outs(%e154 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg79 : tensor<2x1024x4096xf32>) outs(%z155 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e157 = tensor.empty() : tensor<2x1024xf32>
    %r158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<2x1024xf32>) outs(%e157 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e159 = tensor.empty() : tensor<2x1024xf32>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<2x1024xf32>) outs(%e159 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e161 = tensor.empty() : tensor<2x1024x4096xf32>
    %r162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg82, %arg83 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e161 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e163 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<2x1024x4096xf32>) outs(%e163 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e165 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85, %arg86 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e165 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e167 = tensor.empty() : tensor<2048x4096xbf16>
    %z168 = linalg.fill ins(%c2 : bf16) outs(%e167 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r169 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg87, %arg88 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z168 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e170 = tensor.empty() : tensor<2048x1024xbf16>
    %z171 = linalg.fill ins(%c2 : bf16) outs(%e170 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r172 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg89, %arg90 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z171 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e173 = tensor.empty() : tensor<2048x1024xbf16>
    %z174 = linalg.fill ins(%c2 : bf16) outs(%e173 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r175 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg91, %arg92 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z174 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e176 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg93, %arg94 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e176 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e178 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg95 : tensor<2x1024x32x64xbf16>) outs(%e178 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e180 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg96, %arg97 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e180 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e182 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg98, %arg99 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e182 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e184 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg100, %arg101 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e184 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e186 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e186 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e188 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104 : tensor<2x1024x8x64xbf16>) outs(%e188 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e190 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg105, %arg106 : tensor<2x1024x8x64xbf16>, tensor<2x1024x8x64xbf16>) outs(%e190 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e192 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg107, %arg108 : tensor<2x8x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e192 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e194 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109, %arg110 : tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e194 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e196 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc197 = linalg.broadcast ins(%arg112 : tensor<2x8x1024x128xbf16>) outs(%e196 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv198 = tensor.collapse_shape %bc197 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e199 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc200 = linalg.broadcast ins(%arg113 : tensor<2x8x1024x128xbf16>) outs(%e199 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv201 = tensor.collapse_shape %bc200 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e202 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z203 = linalg.fill ins(%c2 : bf16) outs(%e202 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg111, %kv198 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z203 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e206 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r204 : tensor<2x32x1024x1024xbf16>) outs(%e206 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e208 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p207 = linalg.softmax dimension(3) ins(%m205 : tensor<2x32x1024x1024xbf16>) outs(%e208 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e209 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z210 = linalg.fill ins(%c2 : bf16) outs(%e209 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p207, %kv201 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z210 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e212 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z213 = linalg.fill ins(%c2 : bf16) outs(%e212 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg114, %kv201 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z213 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e215 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z216 = linalg.fill ins(%c2 : bf16) outs(%e215 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p207, %arg114 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z216 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e218 = tensor.empty() : tensor<2x32x1024xbf16>
    %z219 = linalg.fill ins(%c2 : bf16) outs(%e218 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p207, %r214 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z219 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e222 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p207, %r214, %rs220 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e222 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e223 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z224 = linalg.fill ins(%c2 : bf16) outs(%e223 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds221, %kv198 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z224 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e226 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z227 = linalg.fill ins(%c2 : bf16) outs(%e226 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds221, %arg111 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z227 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %g229 = tensor.expand_shape %r228 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e230 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z231 = linalg.fill ins(%c2 : bf16) outs(%e230 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs232 = linalg.reduce ins(%g229 : tensor<2x8x4x1024x128xbf16>) outs(%z231 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g233 = tensor.expand_shape %r217 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e234 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z235 = linalg.fill ins(%c2 : bf16) outs(%e234 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs236 = linalg.reduce ins(%g233 : tensor<2x8x4x1024x128xbf16>) outs(%z235 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e237 = tensor.empty() : tensor<2048x4096xbf16>
    %z238 = linalg.fill ins(%c2 : bf16) outs(%e237 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r239 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg115, %arg116 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z238 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e240 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e240 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e242 = tensor.empty() : tensor<2x1024x4096xf32>
    %r243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119 : tensor<2x1024x4096xbf16>) outs(%e242 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e244 = tensor.empty() : tensor<2x1024x4096xf32>
    %r245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120 : tensor<2x1024x4096xf32>) outs(%e244 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e246 = tensor.empty() : tensor<2x1024xf32>
    %z247 = linalg.fill ins(%c1 : f32) outs(%e246 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg121 : tensor<2x1024x4096xf32>) outs(%z247 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e249 = tensor.empty() : tensor<2x1024xf32>
    %r250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<2x1024xf32>) outs(%e249 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e251 = tensor.empty() : tensor<2x1024xf32>
    %r252 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg123 : tensor<2x1024xf32>) outs(%e251 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e253 = tensor.empty() : tensor<2x1024x4096xf32>
    %r254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg124, %arg125 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e253 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e255 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg126 : tensor<2x1024x4096xf32>) outs(%e255 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e257 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127, %arg128 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e257 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e259 = tensor.empty() : tensor<2048x14336xbf16>
    %z260 = linalg.fill ins(%c2 : bf16) outs(%e259 : tensor<2048x14336xbf16>) -> tensor<2048x14336xbf16>
    %r261 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg129, %arg130 : tensor<2048x4096xbf16>, tensor<14336x4096xbf16>) outs(%z260 : tensor<2048x14336xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x14336xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e262 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg131 : tensor<2x1024x14336xbf16>) outs(%e262 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.1.mlp.act_fn:aten.silu.default")
    %e264 = tensor.empty() : tensor<2048x14336xbf16>
    %z265 = linalg.fill ins(%c2 : bf16) outs(%e264 : tensor<2048x14336xbf16>) -> tensor<2048x14336xbf16>
    %r266 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg132, %arg133 : tensor<2048x4096xbf16>, tensor<14336x4096xbf16>) outs(%z265 : tensor<2048x14336xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x14336xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e267 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg134, %arg135 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e267 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e269 = tensor.empty() : tensor<2048x4096xbf16>
    %z270 = linalg.fill ins(%c2 : bf16) outs(%e269 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r271 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg136, %arg137 : tensor<2048x14336xbf16>, tensor<4096x14336xbf16>) outs(%z270 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e272 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138, %arg139 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e272 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e274 = tensor.empty() : tensor<2x1024x4096xf32>
    %r275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg140 : tensor<2x1024x4096xbf16>) outs(%e274 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e276 = tensor.empty() : tensor<2x1024x4096xf32>
    %r277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141 : tensor<2x1024x4096xf32>) outs(%e276 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e278 = tensor.empty() : tensor<2x1024xf32>
    %z279 = linalg.fill ins(%c1 : f32) outs(%e278 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg142 : tensor<2x1024x4096xf32>) outs(%z279 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e281 = tensor.empty() : tensor<2x1024xf32>
    %r282 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg143 : tensor<2x1024xf32>) outs(%e281 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e283 = tensor.empty() : tensor<2x1024xf32>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg144 : tensor<2x1024xf32>) outs(%e283 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e285 = tensor.empty() : tensor<2x1024x4096xf32>
    %r286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145, %arg146 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e285 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e287 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg147 : tensor<2x1024x4096xf32>) outs(%e287 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e289 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148, %arg149 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e289 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e291 = tensor.empty() : tensor<2048x32000xbf16>
    %z292 = linalg.fill ins(%c2 : bf16) outs(%e291 : tensor<2048x32000xbf16>) -> tensor<2048x32000xbf16>
    %r293 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg150, %arg151 : tensor<2048x4096xbf16>, tensor<32000x4096xbf16>) outs(%z292 : tensor<2048x32000xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x32000xbf16> loc("lm_head:aten.mm.default")
    %e294 = tensor.empty() : tensor<2x1024x32000xf32>
    %r295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg152 : tensor<2x1024x32000xbf16>) outs(%e294 : tensor<2x1024x32000xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32000xf32> loc("aten._to_copy.default")
    %e296 = tensor.empty() : tensor<2x1025xi64>
    %r297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg153 : tensor<2x1024xi64>) outs(%e296 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e298 = tensor.empty() : tensor<2x1024xi64>
    %r299 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg154 : tensor<2x1024xi64>) outs(%e298 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e300 = tensor.empty() : tensor<2048x32000xf32>
    %z301 = linalg.fill ins(%c1 : f32) outs(%e300 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg155 : tensor<2048x32000xf32>) outs(%z301 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax.default")
    %e303 = tensor.empty() : tensor<f32>
    %z304 = linalg.fill ins(%c1 : f32) outs(%e303 : tensor<f32>) -> tensor<f32>
    %e305 = tensor.empty() : tensor<f32>
    %z306 = linalg.fill ins(%c1 : f32) outs(%e305 : tensor<f32>) -> tensor<f32>
    %r307:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg156 : tensor<2048xi64>) outs(%z304, %z306 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e308 = tensor.empty() : tensor<2048x32000xf32>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157, %arg158, %arg159 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e308 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x32000xf32> loc("aten.nll_loss_backward.default")
    %e310 = tensor.empty() : tensor<2048x32000xf32>
    %z311 = linalg.fill ins(%c1 : f32) outs(%e310 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg160, %arg161 : tensor<2048x32000xf32>, tensor<2048x32000xf32>) outs(%z311 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax_backward_data.default")
    %e313 = tensor.empty() : tensor<2x1024x32000xbf16>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg162 : tensor<2x1024x32000xf32>) outs(%e313 : tensor<2x1024x32000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32000xbf16> loc("aten._to_copy.default")
    %e315 = tensor.empty() : tensor<32000x4096xbf16>
    %z316 = linalg.fill ins(%c2 : bf16) outs(%e315 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r317 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg163, %arg164 : tensor<2048x32000xbf16>, tensor<2048x4096xbf16>) outs(%z316 : tensor<32000x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<32000x4096xbf16> loc("lm_head:aten.mm.default")
    %e318 = tensor.empty() : tensor<2048x4096xbf16>
    %z319 = linalg.fill ins(%c2 : bf16) outs(%e318 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r320 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg165, %arg166 : tensor<2048x32000xbf16>, tensor<32000x4096xbf16>) outs(%z319 : tensor<2048x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("lm_head:aten.mm.default")
    %e321 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg167, %arg168 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e321 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e323 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg169, %arg170 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e323 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e325 = tensor.empty() : tensor<4096xbf16>
    %z326 = linalg.fill ins(%c2 : bf16) outs(%e325 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg171 : tensor<2x1024x4096xbf16>) outs(%z326 : tensor<4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.norm:aten.sum.dim_IntList")
    %e328 = tensor.empty() : tensor<2x1024x4096xf32>
    %r329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg172 : tensor<2x1024x4096xbf16>) outs(%e328 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e330 = tensor.empty() : tensor<2x1024x4096xf32>
    %r331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173, %arg174 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e330 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e332 = tensor.empty() : tensor<2x1024x4096xf32>
    %r333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175, %arg176 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e332 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e334 = tensor.empty() : tensor<2x1024xf32>
    %z335 = linalg.fill ins(%c1 : f32) outs(%e334 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg177 : tensor<2x1024x4096xf32>) outs(%z335 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e337 = tensor.empty() : tensor<2x1024xf32>
    %r338 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg178 : tensor<2x1024xf32>) outs(%e337 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e339 = tensor.empty() : tensor<2x1024xf32>
    %r340 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg179 : tensor<2x1024xf32>) outs(%e339 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e341 = tensor.empty() : tensor<2x1024xf32>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg180, %arg181 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e341 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e343 = tensor.empty() : tensor<2x1024x4096xf32>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182 : tensor<2x1024xf32>) outs(%e343 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.div.Scalar")
    %e345 = tensor.empty() : tensor<2x1024x4096xf32>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg183 : tensor<2x1024x4096xf32>) outs(%e345 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e347 = tensor.empty() : tensor<2x1024x4096xf32>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg184 : tensor<2x1024x4096xf32>) outs(%e347 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Scalar")
    %e349 = tensor.empty() : tensor<2x1024x4096xf32>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg185, %arg186 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e349 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e351 = tensor.empty() : tensor<2x1024x4096xf32>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187, %arg188 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e351 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.add.Tensor")
    %e353 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg189 : tensor<2x1024x4096xf32>) outs(%e353 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e355 = tensor.empty() : tensor<4096x14336xbf16>
    %z356 = linalg.fill ins(%c2 : bf16) outs(%e355 : tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %r357 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg190, %arg191 : tensor<2048x4096xbf16>, tensor<2048x14336xbf16>) outs(%z356 : tensor<4096x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e358 = tensor.empty() : tensor<2048x14336xbf16>
    %z359 = linalg.fill ins(%c2 : bf16) outs(%e358 : tensor<2048x14336xbf16>) -> tensor<2048x14336xbf16>
    %r360 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg192, %arg193 : tensor<2048x4096xbf16>, tensor<4096x14336xbf16>) outs(%z359 : tensor<2048x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x14336xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e361 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg194, %arg195 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e361 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e363 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg196, %arg197 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e363 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e365 = tensor.empty() : tensor<14336x4096xbf16>
    %z366 = linalg.fill ins(%c2 : bf16) outs(%e365 : tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %r367 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg198, %arg199 : tensor<2048x14336xbf16>, tensor<2048x4096xbf16>) outs(%z366 : tensor<14336x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<14336x4096xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e368 = tensor.empty() : tensor<2048x4096xbf16>
    %z369 = linalg.fill ins(%c2 : bf16) outs(%e368 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r370 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg200, %arg201 : tensor<2048x14336xbf16>, tensor<14336x4096xbf16>) outs(%z369 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e371 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg202, %arg203 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e371 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.1.mlp.act_fn:aten.silu_backward.default")
    %e373 = tensor.empty() : tensor<14336x4096xbf16>
    %z374 = linalg.fill ins(%c2 : bf16) outs(%e373 : tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %r375 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg204, %arg205 : tensor<2048x14336xbf16>, tensor<2048x4096xbf16>) outs(%z374 : tensor<14336x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<14336x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e376 = tensor.empty() : tensor<2048x4096xbf16>
    %z377 = linalg.fill ins(%c2 : bf16) outs(%e376 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r378 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg206, %arg207 : tensor<2048x14336xbf16>, tensor<14336x4096xbf16>) outs(%z377 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e379 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg208, %arg209 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e379 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e381 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e381 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e383 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg212, %arg213 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e383 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e385 = tensor.empty() : tensor<4096xbf16>
    %z386 = linalg.fill ins(%c2 : bf16) outs(%e385 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg214 : tensor<2x1024x4096xbf16>) outs(%z386 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e388 = tensor.empty() : tensor<2x1024x4096xf32>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg215 : tensor<2x1024x4096xbf16>) outs(%e388 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e390 = tensor.empty() : tensor<2x1024x4096xf32>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg216, %arg217 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e390 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e392 = tensor.empty() : tensor<2x1024x4096xf32>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %arg219 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e392 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e394 = tensor.empty() : tensor<2x1024xf32>
    %z395 = linalg.fill ins(%c1 : f32) outs(%e394 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg220 : tensor<2x1024x4096xf32>) outs(%z395 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e397 = tensor.empty() : tensor<2x1024xf32>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg221 : tensor<2x1024xf32>) outs(%e397 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e399 = tensor.empty() : tensor<2x1024xf32>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg222 : tensor<2x1024xf32>) outs(%e399 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e401 = tensor.empty() : tensor<2x1024xf32>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg223, %arg224 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e401 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e403 = tensor.empty() : tensor<2x1024x4096xf32>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2x1024xf32>) outs(%e403 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e405 = tensor.empty() : tensor<2x1024x4096xf32>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x1024x4096xf32>) outs(%e405 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e407 = tensor.empty() : tensor<2x1024x4096xf32>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227 : tensor<2x1024x4096xf32>) outs(%e407 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e409 = tensor.empty() : tensor<2x1024x4096xf32>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg228, %arg229 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e409 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e411 = tensor.empty() : tensor<2x1024x4096xf32>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg230, %arg231 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e411 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e413 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg232 : tensor<2x1024x4096xf32>) outs(%e413 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e415 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg233, %arg234 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e415 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e417 = tensor.empty() : tensor<4096x4096xbf16>
    %z418 = linalg.fill ins(%c2 : bf16) outs(%e417 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r419 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg235, %arg236 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z418 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e420 = tensor.empty() : tensor<2048x4096xbf16>
    %z421 = linalg.fill ins(%c2 : bf16) outs(%e420 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r422 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg237, %arg238 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z421 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e423 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg239, %arg240 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e423 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e425 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg241 : tensor<2x1024x8x64xbf16>) outs(%e425 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e427 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg242 : tensor<2x1024x8x64xbf16>) outs(%e427 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e429 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg243 : tensor<2x1024x8x64xbf16>) outs(%e429 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e431 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg244, %arg245 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e431 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e433 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg246, %arg247 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e433 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e435 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e435 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e437 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg250, %arg251 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e437 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e439 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg252 : tensor<2x1024x32x64xbf16>) outs(%e439 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e441 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg253 : tensor<2x1024x32x64xbf16>) outs(%e441 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e443 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg254 : tensor<2x1024x32x64xbf16>) outs(%e443 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e445 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg255, %arg256 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e445 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e447 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg257, %arg258 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e447 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e449 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e449 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e451 = tensor.empty() : tensor<1024x4096xbf16>
    %z452 = linalg.fill ins(%c2 : bf16) outs(%e451 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r453 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg261, %arg262 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z452 : tensor<1024x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e454 = tensor.empty() : tensor<2048x4096xbf16>
    %z455 = linalg.fill ins(%c2 : bf16) outs(%e454 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r456 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg263, %arg264 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z455 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e457 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg265 : tensor<2x8x1024x128xbf16>) outs(%e457 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e459 = tensor.empty() : tensor<1024x4096xbf16>
    %z460 = linalg.fill ins(%c2 : bf16) outs(%e459 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r461 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg266, %arg267 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z460 : tensor<1024x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e462 = tensor.empty() : tensor<2048x4096xbf16>
    %z463 = linalg.fill ins(%c2 : bf16) outs(%e462 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r464 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg268, %arg269 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z463 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e465 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg270, %arg271 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e465 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e467 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg272 : tensor<2x32x1024x128xbf16>) outs(%e467 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e469 = tensor.empty() : tensor<4096x4096xbf16>
    %z470 = linalg.fill ins(%c2 : bf16) outs(%e469 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r471 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg273, %arg274 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z470 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e472 = tensor.empty() : tensor<2048x4096xbf16>
    %z473 = linalg.fill ins(%c2 : bf16) outs(%e472 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r474 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z473 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e475 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg277, %arg278 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e475 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e477 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg279, %arg280 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e477 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e479 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg281, %arg282 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e479 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e481 = tensor.empty() : tensor<4096xbf16>
    %z482 = linalg.fill ins(%c2 : bf16) outs(%e481 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg283 : tensor<2x1024x4096xbf16>) outs(%z482 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e484 = tensor.empty() : tensor<2x1024x4096xf32>
    %r485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg284 : tensor<2x1024x4096xbf16>) outs(%e484 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e486 = tensor.empty() : tensor<2x1024x4096xf32>
    %r487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg285, %arg286 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e486 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e488 = tensor.empty() : tensor<2x1024x4096xf32>
    %r489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg287, %arg288 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e488 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e490 = tensor.empty() : tensor<2x1024xf32>
    %z491 = linalg.fill ins(%c1 : f32) outs(%e490 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg289 : tensor<2x1024x4096xf32>) outs(%z491 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e493 = tensor.empty() : tensor<2x1024xf32>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg290 : tensor<2x1024xf32>) outs(%e493 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e495 = tensor.empty() : tensor<2x1024xf32>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg291 : tensor<2x1024xf32>) outs(%e495 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e497 = tensor.empty() : tensor<2x1024xf32>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg292, %arg293 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e497 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e499 = tensor.empty() : tensor<2x1024x4096xf32>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294 : tensor<2x1024xf32>) outs(%e499 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e501 = tensor.empty() : tensor<2x1024x4096xf32>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg295 : tensor<2x1024x4096xf32>) outs(%e501 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e503 = tensor.empty() : tensor<2x1024x4096xf32>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg296 : tensor<2x1024x4096xf32>) outs(%e503 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e505 = tensor.empty() : tensor<2x1024x4096xf32>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg297, %arg298 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e505 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e507 = tensor.empty() : tensor<2x1024x4096xf32>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg299, %arg300 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e507 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e509 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg301 : tensor<2x1024x4096xf32>) outs(%e509 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e511 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg302, %arg303 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e511 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e513 = tensor.empty() : tensor<4096x14336xbf16>
    %z514 = linalg.fill ins(%c2 : bf16) outs(%e513 : tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %r515 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg304, %arg305 : tensor<2048x4096xbf16>, tensor<2048x14336xbf16>) outs(%z514 : tensor<4096x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e516 = tensor.empty() : tensor<2048x14336xbf16>
    %z517 = linalg.fill ins(%c2 : bf16) outs(%e516 : tensor<2048x14336xbf16>) -> tensor<2048x14336xbf16>
    %r518 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg306, %arg307 : tensor<2048x4096xbf16>, tensor<4096x14336xbf16>) outs(%z517 : tensor<2048x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x14336xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e519 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg308, %arg309 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e519 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e521 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg310, %arg311 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e521 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e523 = tensor.empty() : tensor<14336x4096xbf16>
    %z524 = linalg.fill ins(%c2 : bf16) outs(%e523 : tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %r525 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg312, %arg313 : tensor<2048x14336xbf16>, tensor<2048x4096xbf16>) outs(%z524 : tensor<14336x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<14336x4096xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e526 = tensor.empty() : tensor<2048x4096xbf16>
    %z527 = linalg.fill ins(%c2 : bf16) outs(%e526 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r528 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg314, %arg315 : tensor<2048x14336xbf16>, tensor<14336x4096xbf16>) outs(%z527 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e529 = tensor.empty() : tensor<2x1024x14336xbf16>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg316, %arg317 : tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>) outs(%e529 : tensor<2x1024x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x14336xbf16> loc("model.layers.0.mlp.act_fn:aten.silu_backward.default")
    %e531 = tensor.empty() : tensor<14336x4096xbf16>
    %z532 = linalg.fill ins(%c2 : bf16) outs(%e531 : tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %r533 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg318, %arg319 : tensor<2048x14336xbf16>, tensor<2048x4096xbf16>) outs(%z532 : tensor<14336x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<14336x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e534 = tensor.empty() : tensor<2048x4096xbf16>
    %z535 = linalg.fill ins(%c2 : bf16) outs(%e534 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r536 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg320, %arg321 : tensor<2048x14336xbf16>, tensor<14336x4096xbf16>) outs(%z535 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e537 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg322, %arg323 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e537 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e539 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg324, %arg325 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e539 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e541 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg326, %arg327 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e541 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e543 = tensor.empty() : tensor<4096xbf16>
    %z544 = linalg.fill ins(%c2 : bf16) outs(%e543 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg328 : tensor<2x1024x4096xbf16>) outs(%z544 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e546 = tensor.empty() : tensor<2x1024x4096xf32>
    %r547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg329 : tensor<2x1024x4096xbf16>) outs(%e546 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e548 = tensor.empty() : tensor<2x1024x4096xf32>
    %r549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg330, %arg331 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e548 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e550 = tensor.empty() : tensor<2x1024x4096xf32>
    %r551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg332, %arg333 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e550 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e552 = tensor.empty() : tensor<2x1024xf32>
    %z553 = linalg.fill ins(%c1 : f32) outs(%e552 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg334 : tensor<2x1024x4096xf32>) outs(%z553 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e555 = tensor.empty() : tensor<2x1024xf32>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg335 : tensor<2x1024xf32>) outs(%e555 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e557 = tensor.empty() : tensor<2x1024xf32>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg336 : tensor<2x1024xf32>) outs(%e557 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e559 = tensor.empty() : tensor<2x1024xf32>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg337, %arg338 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e559 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e561 = tensor.empty() : tensor<2x1024x4096xf32>
    %r562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg339 : tensor<2x1024xf32>) outs(%e561 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e563 = tensor.empty() : tensor<2x1024x4096xf32>
    %r564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg340 : tensor<2x1024x4096xf32>) outs(%e563 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e565 = tensor.empty() : tensor<2x1024x4096xf32>
    %r566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg341 : tensor<2x1024x4096xf32>) outs(%e565 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e567 = tensor.empty() : tensor<2x1024x4096xf32>
    %r568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg342, %arg343 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e567 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e569 = tensor.empty() : tensor<2x1024x4096xf32>
    %r570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg344, %arg345 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e569 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e571 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346 : tensor<2x1024x4096xf32>) outs(%e571 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e573 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg347, %arg348 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e573 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e575 = tensor.empty() : tensor<4096x4096xbf16>
    %z576 = linalg.fill ins(%c2 : bf16) outs(%e575 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r577 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg349, %arg350 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z576 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e578 = tensor.empty() : tensor<2048x4096xbf16>
    %z579 = linalg.fill ins(%c2 : bf16) outs(%e578 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r580 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg351, %arg352 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z579 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e581 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg353, %arg354 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e581 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e583 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg355 : tensor<2x1024x8x64xbf16>) outs(%e583 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e585 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg356 : tensor<2x1024x8x64xbf16>) outs(%e585 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e587 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg357 : tensor<2x1024x8x64xbf16>) outs(%e587 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e589 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg358, %arg359 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e589 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e591 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg360, %arg361 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e591 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e593 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg362, %arg363 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e593 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e595 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg364, %arg365 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e595 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e597 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg366 : tensor<2x1024x32x64xbf16>) outs(%e597 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e599 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg367 : tensor<2x1024x32x64xbf16>) outs(%e599 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e601 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg368 : tensor<2x1024x32x64xbf16>) outs(%e601 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e603 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg369, %arg370 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e603 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e605 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg371, %arg372 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e605 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e607 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg373, %arg374 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e607 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e609 = tensor.empty() : tensor<1024x4096xbf16>
    %z610 = linalg.fill ins(%c2 : bf16) outs(%e609 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r611 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg375, %arg376 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z610 : tensor<1024x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e612 = tensor.empty() : tensor<2048x4096xbf16>
    %z613 = linalg.fill ins(%c2 : bf16) outs(%e612 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r614 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg377, %arg378 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z613 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e615 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg379 : tensor<2x8x1024x128xbf16>) outs(%e615 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e617 = tensor.empty() : tensor<1024x4096xbf16>
    %z618 = linalg.fill ins(%c2 : bf16) outs(%e617 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r619 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg380, %arg381 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z618 : tensor<1024x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e620 = tensor.empty() : tensor<2048x4096xbf16>
    %z621 = linalg.fill ins(%c2 : bf16) outs(%e620 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r622 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg382, %arg383 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z621 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e623 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg384, %arg385 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e623 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e625 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg386 : tensor<2x32x1024x128xbf16>) outs(%e625 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e627 = tensor.empty() : tensor<4096x4096xbf16>
    %z628 = linalg.fill ins(%c2 : bf16) outs(%e627 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r629 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg387, %arg388 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z628 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e630 = tensor.empty() : tensor<2048x4096xbf16>
    %z631 = linalg.fill ins(%c2 : bf16) outs(%e630 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r632 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg389, %arg390 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z631 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e633 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg391, %arg392 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e633 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e635 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg393, %arg394 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e635 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e637 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg395, %arg396 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e637 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e639 = tensor.empty() : tensor<4096xbf16>
    %z640 = linalg.fill ins(%c2 : bf16) outs(%e639 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg397 : tensor<2x1024x4096xbf16>) outs(%z640 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e642 = tensor.empty() : tensor<2x1024x4096xf32>
    %r643 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg398 : tensor<2x1024x4096xbf16>) outs(%e642 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e644 = tensor.empty() : tensor<2x1024x4096xf32>
    %r645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg399, %arg400 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e644 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e646 = tensor.empty() : tensor<2x1024x4096xf32>
    %r647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg401, %arg402 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e646 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e648 = tensor.empty() : tensor<2x1024xf32>
    %z649 = linalg.fill ins(%c1 : f32) outs(%e648 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg403 : tensor<2x1024x4096xf32>) outs(%z649 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e651 = tensor.empty() : tensor<2x1024xf32>
    %r652 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg404 : tensor<2x1024xf32>) outs(%e651 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e653 = tensor.empty() : tensor<2x1024xf32>
    %r654 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg405 : tensor<2x1024xf32>) outs(%e653 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e655 = tensor.empty() : tensor<2x1024xf32>
    %r656 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg406, %arg407 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e655 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e657 = tensor.empty() : tensor<2x1024x4096xf32>
    %r658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg408 : tensor<2x1024xf32>) outs(%e657 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e659 = tensor.empty() : tensor<2x1024x4096xf32>
    %r660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg409 : tensor<2x1024x4096xf32>) outs(%e659 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e661 = tensor.empty() : tensor<2x1024x4096xf32>
    %r662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg410 : tensor<2x1024x4096xf32>) outs(%e661 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e663 = tensor.empty() : tensor<2x1024x4096xf32>
    %r664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg411, %arg412 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e663 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e665 = tensor.empty() : tensor<2x1024x4096xf32>
    %r666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg413, %arg414 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e665 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e667 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg415 : tensor<2x1024x4096xf32>) outs(%e667 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e669 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg416, %arg417 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e669 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e671 = tensor.empty() : tensor<32000x4096xbf16>
    %z672 = linalg.fill ins(%c2 : bf16) outs(%e671 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r673 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg418, %arg419 : tensor<2x1024xi64>, tensor<2x1024x4096xbf16>) outs(%z672 : tensor<32000x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<32000x4096xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r32, %r34, %r36, %r38, %r40, %r42, %r45, %r48, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r87, %r101, %gs108, %gs112, %r115, %r117, %r119, %r121, %r124, %r126, %r128, %r130, %r132, %r134, %r137, %r139, %r142, %r144, %r147, %r149, %r151, %r153, %r156, %r158, %r160, %r162, %r164, %r166, %r169, %r172, %r175, %r177, %r179, %r181, %r183, %r185, %r187, %r189, %r191, %r193, %r195, %r211, %r225, %gs232, %gs236, %r239, %r241, %r243, %r245, %r248, %r250, %r252, %r254, %r256, %r258, %r261, %r263, %r266, %r268, %r271, %r273, %r275, %r277, %r280, %r282, %r284, %r286, %r288, %r290, %r293, %r295, %r297, %r299, %r302, %r307#0, %r307#1, %r309, %r312, %r314, %r317, %r320, %r322, %r324, %r327, %r329, %r331, %r333, %r336, %r338, %r340, %r342, %r344, %r346, %r348, %r350, %r352, %r354, %r357, %r360, %r362, %r364, %r367, %r370, %r372, %r375, %r378, %r380, %r382, %r384, %r387, %r389, %r391, %r393, %r396, %r398, %r400, %r402, %r404, %r406, %r408, %r410, %r412, %r414, %r416, %r419, %r422, %r424, %r426, %r428, %r430, %r432, %r434, %r436, %r438, %r440, %r442, %r444, %r446, %r448, %r450, %r453, %r456, %r458, %r461, %r464, %r466, %r468, %r471, %r474, %r476, %r478, %r480, %r483, %r485, %r487, %r489, %r492, %r494, %r496, %r498, %r500, %r502, %r504, %r506, %r508, %r510, %r512, %r515, %r518, %r520, %r522, %r525, %r528, %r530, %r533, %r536, %r538, %r540, %r542, %r545, %r547, %r549, %r551, %r554, %r556, %r558, %r560, %r562, %r564, %r566, %r568, %r570, %r572, %r574, %r577, %r580, %r582, %r584, %r586, %r588, %r590, %r592, %r594, %r596, %r598, %r600, %r602, %r604, %r606, %r608, %r611, %r614, %r616, %r619, %r622, %r624, %r626, %r629, %r632, %r634, %r636, %r638, %r641, %r643, %r645, %r647, %r650, %r652, %r654, %r656, %r658, %r660, %r662, %r664, %r666, %r668, %r670, %r673 : tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x14336xbf16>, tensor<2048x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x14336xbf16>, tensor<14336x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>
  }
}
