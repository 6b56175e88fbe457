module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<32000x4096xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<1024x128xf32>, %arg13: tensor<1024x128xf32>, %arg14: tensor<2x1024x4096xbf16>, %arg15: tensor<2x1024x4096xf32>, %arg16: tensor<2x1024x4096xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x4096xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x4096xf32>, %arg22: tensor<4096xbf16>, %arg23: tensor<2x1024x4096xbf16>, %arg24: tensor<2048x4096xbf16>, %arg25: tensor<4096x4096xbf16>, %arg26: tensor<2048x4096xbf16>, %arg27: tensor<1024x4096xbf16>, %arg28: tensor<2048x4096xbf16>, %arg29: tensor<1024x4096xbf16>, %arg30: tensor<2x1024x32x128xbf16>, %arg31: tensor<1024x128xbf16>, %arg32: tensor<2x1024x32x64xbf16>, %arg33: tensor<2x1024x32x64xbf16>, %arg34: tensor<2x1024x32x64xbf16>, %arg35: tensor<2x32x1024x128xbf16>, %arg36: tensor<1024x128xbf16>, %arg37: tensor<2x1024x32x128xbf16>, %arg38: tensor<2x32x1024x128xbf16>, %arg39: tensor<2x1024x8x128xbf16>, %arg40: tensor<1024x128xbf16>, %arg41: tensor<2x1024x8x64xbf16>, %arg42: tensor<2x1024x8x64xbf16>, %arg43: tensor<2x1024x8x64xbf16>, %arg44: tensor<2x8x1024x128xbf16>, %arg45: tensor<1024x128xbf16>, %arg46: tensor<2x1024x8x128xbf16>, %arg47: tensor<2x8x1024x128xbf16>, %arg48: tensor<2x32x1024x128xbf16>, %arg49: tensor<2x8x1024x128xbf16>, %arg50: tensor<2x8x1024x128xbf16>, %arg51: tensor<2x32x1024x128xbf16>, %arg52: tensor<2048x4096xbf16>, %arg53: tensor<4096x4096xbf16>, %arg54: tensor<2x1024x4096xbf16>, %arg55: tensor<2x1024x4096xbf16>, %arg56: tensor<2x1024x4096xbf16>, %arg57: tensor<2x1024x4096xf32>, %arg58: tensor<2x1024x4096xf32>, %arg59: tensor<2x1024xf32>, %arg60: tensor<2x1024xf32>, %arg61: tensor<2x1024x4096xf32>, %arg62: tensor<2x1024xf32>, %arg63: tensor<2x1024x4096xf32>, %arg64: tensor<4096xbf16>, %arg65: tensor<2x1024x4096xbf16>, %arg66: tensor<2048x4096xbf16>, %arg67: tensor<8x4096xbf16>, %arg68: tensor<2048x8xbf16>, %arg69: tensor<2048x8xf32>, %arg70: tensor<2048x8xf32>, %arg71: tensor<2048x2xf32>, %arg72: tensor<2048x2xf32>, %arg73: tensor<2048x2xf32>, %arg74: tensor<2048xf32>, %arg75: tensor<2048x4096xbf16>, %arg76: tensor<4096xi64>, %arg77: tensor<4096xi64>, %arg78: tensor<8x28672x4096xbf16>, %arg79: tensor<4096x28672x4096xbf16>, %arg80: tensor<4096x4096x1xbf16>, %arg81: tensor<4096x14336xbf16>, %arg82: tensor<4096x14336xbf16>, %arg83: tensor<4096x14336xbf16>, %arg84: tensor<4096xi64>, %arg85: tensor<8x4096x14336xbf16>, %arg86: tensor<4096x4096x14336xbf16>, %arg87: tensor<4096x14336x1xbf16>, %arg88: tensor<4096x4096xbf16>, %arg89: tensor<4096xf32>, %arg90: tensor<2048x2x4096xf32>, %arg91: tensor<2048x4096xf32>, %arg92: tensor<2x1024x4096xbf16>, %arg93: tensor<2x1024x4096xbf16>, %arg94: tensor<2x1024x4096xbf16>, %arg95: tensor<2x1024x4096xf32>, %arg96: tensor<2x1024x4096xf32>, %arg97: tensor<2x1024xf32>, %arg98: tensor<2x1024xf32>, %arg99: tensor<2x1024x4096xf32>, %arg100: tensor<2x1024xf32>, %arg101: tensor<2x1024x4096xf32>, %arg102: tensor<4096xbf16>, %arg103: tensor<2x1024x4096xbf16>, %arg104: tensor<2048x4096xbf16>, %arg105: tensor<4096x4096xbf16>, %arg106: tensor<2048x4096xbf16>, %arg107: tensor<1024x4096xbf16>, %arg108: tensor<2048x4096xbf16>, %arg109: tensor<1024x4096xbf16>, %arg110: tensor<2x1024x32x128xbf16>, %arg111: tensor<1024x128xbf16>, %arg112: tensor<2x1024x32x64xbf16>, %arg113: tensor<2x1024x32x64xbf16>, %arg114: tensor<2x1024x32x64xbf16>, %arg115: tensor<2x32x1024x128xbf16>, %arg116: tensor<1024x128xbf16>, %arg117: tensor<2x1024x32x128xbf16>, %arg118: tensor<2x32x1024x128xbf16>, %arg119: tensor<2x1024x8x128xbf16>, %arg120: tensor<1024x128xbf16>, %arg121: tensor<2x1024x8x64xbf16>, %arg122: tensor<2x1024x8x64xbf16>, %arg123: tensor<2x1024x8x64xbf16>, %arg124: tensor<2x8x1024x128xbf16>, %arg125: tensor<1024x128xbf16>, %arg126: tensor<2x1024x8x128xbf16>, %arg127: tensor<2x8x1024x128xbf16>, %arg128: tensor<2x32x1024x128xbf16>, %arg129: tensor<2x8x1024x128xbf16>, %arg130: tensor<2x8x1024x128xbf16>, %arg131: tensor<2x32x1024x128xbf16>, %arg132: tensor<2048x4096xbf16>, %arg133: tensor<4096x4096xbf16>, %arg134: tensor<2x1024x4096xbf16>, %arg135: tensor<2x1024x4096xbf16>, %arg136: tensor<2x1024x4096xbf16>, %arg137: tensor<2x1024x4096xf32>, %arg138: tensor<2x1024x4096xf32>, %arg139: tensor<2x1024xf32>, %arg140: tensor<2x1024xf32>, %arg141: tensor<2x1024x4096xf32>, %arg142: tensor<2x1024xf32>, %arg143: tensor<2x1024x4096xf32>, %arg144: tensor<4096xbf16>, %arg145: tensor<2x1024x4096xbf16>, %arg146: tensor<2048x4096xbf16>, %arg147: tensor<8x4096xbf16>, %arg148: tensor<2048x8xbf16>, %arg149: tensor<2048x8xf32>, %arg150: tensor<2048x8xf32>, %arg151: tensor<2048x2xf32>, %arg152: tensor<2048x2xf32>, %arg153: tensor<2048x2xf32>, %arg154: tensor<2048xf32>, %arg155: tensor<2048x4096xbf16>, %arg156: tensor<4096xi64>, %arg157: tensor<4096xi64>, %arg158: tensor<8x28672x4096xbf16>, %arg159: tensor<4096x28672x4096xbf16>, %arg160: tensor<4096x4096x1xbf16>, %arg161: tensor<4096x14336xbf16>, %arg162: tensor<4096x14336xbf16>, %arg163: tensor<4096x14336xbf16>, %arg164: tensor<4096xi64>, %arg165: tensor<8x4096x14336xbf16>, %arg166: tensor<4096x4096x14336xbf16>, %arg167: tensor<4096x14336x1xbf16>, %arg168: tensor<4096x4096xbf16>, %arg169: tensor<4096xf32>, %arg170: tensor<2048x2x4096xf32>, %arg171: tensor<2048x4096xf32>, %arg172: tensor<2x1024x4096xbf16>, %arg173: tensor<2x1024x4096xbf16>, %arg174: tensor<2x1024x4096xbf16>, %arg175: tensor<2x1024x4096xf32>, %arg176: tensor<2x1024x4096xf32>, %arg177: tensor<2x1024xf32>, %arg178: tensor<2x1024xf32>, %arg179: tensor<2x1024x4096xf32>, %arg180: tensor<2x1024xf32>, %arg181: tensor<2x1024x4096xf32>, %arg182: tensor<4096xbf16>, %arg183: tensor<2x1024x4096xbf16>, %arg184: tensor<2048x4096xbf16>, %arg185: tensor<32000x4096xbf16>, %arg186: tensor<2x1024x32000xbf16>, %arg187: tensor<2x1024xi64>, %arg188: tensor<2x1024xi64>, %arg189: tensor<2048x32000xf32>, %arg190: tensor<2048xi64>, %arg191: tensor<f32>, %arg192: tensor<2048xi64>, %arg193: tensor<f32>, %arg194: tensor<2048x32000xf32>, %arg195: tensor<2048x32000xf32>, %arg196: tensor<2x1024x32000xf32>, %arg197: tensor<2048x32000xbf16>, %arg198: tensor<2048x4096xbf16>, %arg199: tensor<2048x32000xbf16>, %arg200: tensor<32000x4096xbf16>, %arg201: tensor<2x1024x4096xbf16>, %arg202: tensor<4096xbf16>, %arg203: tensor<2x1024x4096xbf16>, %arg204: tensor<2x1024x4096xbf16>, %arg205: tensor<2x1024x4096xbf16>, %arg206: tensor<2x1024x4096xbf16>, %arg207: tensor<2x1024x4096xf32>, %arg208: tensor<2x1024x4096xf32>, %arg209: tensor<2x1024x4096xf32>, %arg210: tensor<2x1024xf32>, %arg211: tensor<2x1024x4096xf32>, %arg212: tensor<2x1024xf32>, %arg213: tensor<2x1024xf32>, %arg214: tensor<2x1024xf32>, %arg215: tensor<2x1024xf32>, %arg216: tensor<2x1024xf32>, %arg217: tensor<2x1024x4096xf32>, %arg218: tensor<2x1024x4096xf32>, %arg219: tensor<2x1024x4096xf32>, %arg220: tensor<2x1024x4096xf32>, %arg221: tensor<2x1024x4096xf32>, %arg222: tensor<2x1024x4096xf32>, %arg223: tensor<2x1024x4096xf32>, %arg224: tensor<2048x4096xbf16>, %arg225: tensor<2048x4096xf32>, %arg226: tensor<4096x4096xf32>, %arg227: tensor<4096x4096xbf16>, %arg228: tensor<4096x4096xf32>, %arg229: tensor<4096xf32>, %arg230: tensor<4096x4096xf32>, %arg231: tensor<4096x4096xf32>, %arg232: tensor<4096x4096x14336xbf16>, %arg233: tensor<4096x4096x1xbf16>, %arg234: tensor<4096x4096x1xbf16>, %arg235: tensor<4096x1x14336xbf16>, %arg236: tensor<4096xi64>, %arg237: tensor<8x4096x14336xbf16>, %arg238: tensor<4096x4096x14336xbf16>, %arg239: tensor<4096x14336xbf16>, %arg240: tensor<4096x14336xbf16>, %arg241: tensor<4096x14336xbf16>, %arg242: tensor<4096x14336xbf16>, %arg243: tensor<4096x14336xbf16>, %arg244: tensor<4096x14336xbf16>, %arg245: tensor<4096x14336xbf16>, %arg246: tensor<4096x14336xbf16>, %arg247: tensor<4096x28672x4096xbf16>, %arg248: tensor<4096x28672x1xbf16>, %arg249: tensor<4096x28672x1xbf16>, %arg250: tensor<4096x1x4096xbf16>, %arg251: tensor<4096xi64>, %arg252: tensor<8x28672x4096xbf16>, %arg253: tensor<4096x28672x4096xbf16>, %arg254: tensor<2048x2x4096xbf16>, %arg255: tensor<2048x2xf32>, %arg256: tensor<2048xf32>, %arg257: tensor<2048x2xf32>, %arg258: tensor<2048xf32>, %arg259: tensor<2048x2xf32>, %arg260: tensor<2048x2xf32>, %arg261: tensor<2048x2xf32>, %arg262: tensor<2048x2xf32>, %arg263: tensor<2048xf32>, %arg264: tensor<2048x2xf32>, %arg265: tensor<2048x2xf32>, %arg266: tensor<2048xf32>, %arg267: tensor<2048x2xi64>, %arg268: tensor<2048x8xf32>, %arg269: tensor<2048x2xf32>, %arg270: tensor<2048x8xf32>, %arg271: tensor<2048x8xf32>, %arg272: tensor<2048x8xf32>, %arg273: tensor<2048x8xbf16>, %arg274: tensor<2048x4096xbf16>, %arg275: tensor<2048x8xbf16>, %arg276: tensor<8x4096xbf16>, %arg277: tensor<2048x4096xbf16>, %arg278: tensor<2048x4096xbf16>, %arg279: tensor<2x1024x4096xbf16>, %arg280: tensor<4096xbf16>, %arg281: tensor<2x1024x4096xbf16>, %arg282: tensor<2x1024x4096xbf16>, %arg283: tensor<2x1024x4096xbf16>, %arg284: tensor<2x1024x4096xbf16>, %arg285: tensor<2x1024x4096xf32>, %arg286: tensor<2x1024x4096xf32>, %arg287: tensor<2x1024x4096xf32>, %arg288: tensor<2x1024xf32>, %arg289: tensor<2x1024x4096xf32>, %arg290: tensor<2x1024xf32>, %arg291: tensor<2x1024xf32>, %arg292: tensor<2x1024xf32>, %arg293: tensor<2x1024xf32>, %arg294: tensor<2x1024xf32>, %arg295: tensor<2x1024x4096xf32>, %arg296: tensor<2x1024x4096xf32>, %arg297: tensor<2x1024x4096xf32>, %arg298: tensor<2x1024x4096xf32>, %arg299: tensor<2x1024x4096xf32>, %arg300: tensor<2x1024x4096xf32>, %arg301: tensor<2x1024x4096xf32>, %arg302: tensor<2x1024x4096xbf16>, %arg303: tensor<2x1024x4096xbf16>, %arg304: tensor<2048x4096xbf16>, %arg305: tensor<2048x4096xbf16>, %arg306: tensor<2048x4096xbf16>, %arg307: tensor<4096x4096xbf16>, %arg308: tensor<2x1024x8x128xbf16>, %arg309: tensor<1024x128xbf16>, %arg310: tensor<2x1024x8x64xbf16>, %arg311: tensor<2x1024x8x64xbf16>, %arg312: tensor<2x1024x8x64xbf16>, %arg313: tensor<2x8x1024x128xbf16>, %arg314: tensor<2x8x1024x128xbf16>, %arg315: tensor<2x1024x8x128xbf16>, %arg316: tensor<1024x128xbf16>, %arg317: tensor<2x8x1024x128xbf16>, %arg318: tensor<2x1024x8x128xbf16>, %arg319: tensor<2x1024x32x128xbf16>, %arg320: tensor<1024x128xbf16>, %arg321: tensor<2x1024x32x64xbf16>, %arg322: tensor<2x1024x32x64xbf16>, %arg323: tensor<2x1024x32x64xbf16>, %arg324: tensor<2x32x1024x128xbf16>, %arg325: tensor<2x32x1024x128xbf16>, %arg326: tensor<2x1024x32x128xbf16>, %arg327: tensor<1024x128xbf16>, %arg328: tensor<2x32x1024x128xbf16>, %arg329: tensor<2x1024x32x128xbf16>, %arg330: tensor<2048x1024xbf16>, %arg331: tensor<2048x4096xbf16>, %arg332: tensor<2048x1024xbf16>, %arg333: tensor<1024x4096xbf16>, %arg334: tensor<2x8x1024x128xbf16>, %arg335: tensor<2048x1024xbf16>, %arg336: tensor<2048x4096xbf16>, %arg337: tensor<2048x1024xbf16>, %arg338: tensor<1024x4096xbf16>, %arg339: tensor<2x1024x4096xbf16>, %arg340: tensor<2x1024x4096xbf16>, %arg341: tensor<2x32x1024x128xbf16>, %arg342: tensor<2048x4096xbf16>, %arg343: tensor<2048x4096xbf16>, %arg344: tensor<2048x4096xbf16>, %arg345: tensor<4096x4096xbf16>, %arg346: tensor<2x1024x4096xbf16>, %arg347: tensor<2x1024x4096xbf16>, %arg348: tensor<2x1024x4096xbf16>, %arg349: tensor<4096xbf16>, %arg350: tensor<2x1024x4096xbf16>, %arg351: tensor<2x1024x4096xbf16>, %arg352: tensor<2x1024x4096xbf16>, %arg353: tensor<2x1024x4096xbf16>, %arg354: tensor<2x1024x4096xf32>, %arg355: tensor<2x1024x4096xf32>, %arg356: tensor<2x1024x4096xf32>, %arg357: tensor<2x1024xf32>, %arg358: tensor<2x1024x4096xf32>, %arg359: tensor<2x1024xf32>, %arg360: tensor<2x1024xf32>, %arg361: tensor<2x1024xf32>, %arg362: tensor<2x1024xf32>, %arg363: tensor<2x1024xf32>, %arg364: tensor<2x1024x4096xf32>, %arg365: tensor<2x1024x4096xf32>, %arg366: tensor<2x1024x4096xf32>, %arg367: tensor<2x1024x4096xf32>, %arg368: tensor<2x1024x4096xf32>, %arg369: tensor<2x1024x4096xf32>, %arg370: tensor<2x1024x4096xf32>, %arg371: tensor<2x1024x4096xbf16>, %arg372: tensor<2x1024x4096xbf16>, %arg373: tensor<2048x4096xbf16>, %arg374: tensor<2048x4096xf32>, %arg375: tensor<4096x4096xf32>, %arg376: tensor<4096x4096xbf16>, %arg377: tensor<4096x4096xf32>, %arg378: tensor<4096xf32>, %arg379: tensor<4096x4096xf32>, %arg380: tensor<4096x4096xf32>, %arg381: tensor<4096x4096x14336xbf16>, %arg382: tensor<4096x4096x1xbf16>, %arg383: tensor<4096x4096x1xbf16>, %arg384: tensor<4096x1x14336xbf16>, %arg385: tensor<4096xi64>, %arg386: tensor<8x4096x14336xbf16>, %arg387: tensor<4096x4096x14336xbf16>, %arg388: tensor<4096x14336xbf16>, %arg389: tensor<4096x14336xbf16>, %arg390: tensor<4096x14336xbf16>, %arg391: tensor<4096x14336xbf16>, %arg392: tensor<4096x14336xbf16>, %arg393: tensor<4096x14336xbf16>, %arg394: tensor<4096x14336xbf16>, %arg395: tensor<4096x14336xbf16>, %arg396: tensor<4096x28672x4096xbf16>, %arg397: tensor<4096x28672x1xbf16>, %arg398: tensor<4096x28672x1xbf16>, %arg399: tensor<4096x1x4096xbf16>, %arg400: tensor<4096xi64>, %arg401: tensor<8x28672x4096xbf16>, %arg402: tensor<4096x28672x4096xbf16>, %arg403: tensor<2048x2x4096xbf16>, %arg404: tensor<2048x2xf32>, %arg405: tensor<2048xf32>, %arg406: tensor<2048x2xf32>, %arg407: tensor<2048xf32>, %arg408: tensor<2048x2xf32>, %arg409: tensor<2048x2xf32>, %arg410: tensor<2048x2xf32>, %arg411: tensor<2048x2xf32>, %arg412: tensor<2048xf32>, %arg413: tensor<2048x2xf32>, %arg414: tensor<2048x2xf32>, %arg415: tensor<2048xf32>, %arg416: tensor<2048x2xi64>, %arg417: tensor<2048x8xf32>, %arg418: tensor<2048x2xf32>, %arg419: tensor<2048x8xf32>, %arg420: tensor<2048x8xf32>, %arg421: tensor<2048x8xf32>, %arg422: tensor<2048x8xbf16>, %arg423: tensor<2048x4096xbf16>, %arg424: tensor<2048x8xbf16>, %arg425: tensor<8x4096xbf16>, %arg426: tensor<2048x4096xbf16>, %arg427: tensor<2048x4096xbf16>, %arg428: tensor<2x1024x4096xbf16>, %arg429: tensor<4096xbf16>, %arg430: tensor<2x1024x4096xbf16>, %arg431: tensor<2x1024x4096xbf16>, %arg432: tensor<2x1024x4096xbf16>, %arg433: tensor<2x1024x4096xbf16>, %arg434: tensor<2x1024x4096xf32>, %arg435: tensor<2x1024x4096xf32>, %arg436: tensor<2x1024x4096xf32>, %arg437: tensor<2x1024xf32>, %arg438: tensor<2x1024x4096xf32>, %arg439: tensor<2x1024xf32>, %arg440: tensor<2x1024xf32>, %arg441: tensor<2x1024xf32>, %arg442: tensor<2x1024xf32>, %arg443: tensor<2x1024xf32>, %arg444: tensor<2x1024x4096xf32>, %arg445: tensor<2x1024x4096xf32>, %arg446: tensor<2x1024x4096xf32>, %arg447: tensor<2x1024x4096xf32>, %arg448: tensor<2x1024x4096xf32>, %arg449: tensor<2x1024x4096xf32>, %arg450: tensor<2x1024x4096xf32>, %arg451: tensor<2x1024x4096xbf16>, %arg452: tensor<2x1024x4096xbf16>, %arg453: tensor<2048x4096xbf16>, %arg454: tensor<2048x4096xbf16>, %arg455: tensor<2048x4096xbf16>, %arg456: tensor<4096x4096xbf16>, %arg457: tensor<2x1024x8x128xbf16>, %arg458: tensor<1024x128xbf16>, %arg459: tensor<2x1024x8x64xbf16>, %arg460: tensor<2x1024x8x64xbf16>, %arg461: tensor<2x1024x8x64xbf16>, %arg462: tensor<2x8x1024x128xbf16>, %arg463: tensor<2x8x1024x128xbf16>, %arg464: tensor<2x1024x8x128xbf16>, %arg465: tensor<1024x128xbf16>, %arg466: tensor<2x8x1024x128xbf16>, %arg467: tensor<2x1024x8x128xbf16>, %arg468: tensor<2x1024x32x128xbf16>, %arg469: tensor<1024x128xbf16>, %arg470: tensor<2x1024x32x64xbf16>, %arg471: tensor<2x1024x32x64xbf16>, %arg472: tensor<2x1024x32x64xbf16>, %arg473: tensor<2x32x1024x128xbf16>, %arg474: tensor<2x32x1024x128xbf16>, %arg475: tensor<2x1024x32x128xbf16>, %arg476: tensor<1024x128xbf16>, %arg477: tensor<2x32x1024x128xbf16>, %arg478: tensor<2x1024x32x128xbf16>, %arg479: tensor<2048x1024xbf16>, %arg480: tensor<2048x4096xbf16>, %arg481: tensor<2048x1024xbf16>, %arg482: tensor<1024x4096xbf16>, %arg483: tensor<2x8x1024x128xbf16>, %arg484: tensor<2048x1024xbf16>, %arg485: tensor<2048x4096xbf16>, %arg486: tensor<2048x1024xbf16>, %arg487: tensor<1024x4096xbf16>, %arg488: tensor<2x1024x4096xbf16>, %arg489: tensor<2x1024x4096xbf16>, %arg490: tensor<2x32x1024x128xbf16>, %arg491: tensor<2048x4096xbf16>, %arg492: tensor<2048x4096xbf16>, %arg493: tensor<2048x4096xbf16>, %arg494: tensor<4096x4096xbf16>, %arg495: tensor<2x1024x4096xbf16>, %arg496: tensor<2x1024x4096xbf16>, %arg497: tensor<2x1024x4096xbf16>, %arg498: tensor<4096xbf16>, %arg499: tensor<2x1024x4096xbf16>, %arg500: tensor<2x1024x4096xbf16>, %arg501: tensor<2x1024x4096xbf16>, %arg502: tensor<2x1024x4096xbf16>, %arg503: tensor<2x1024x4096xf32>, %arg504: tensor<2x1024x4096xf32>, %arg505: tensor<2x1024x4096xf32>, %arg506: tensor<2x1024xf32>, %arg507: tensor<2x1024x4096xf32>, %arg508: tensor<2x1024xf32>, %arg509: tensor<2x1024xf32>, %arg510: tensor<2x1024xf32>, %arg511: tensor<2x1024xf32>, %arg512: tensor<2x1024xf32>, %arg513: tensor<2x1024x4096xf32>, %arg514: tensor<2x1024x4096xf32>, %arg515: tensor<2x1024x4096xf32>, %arg516: tensor<2x1024x4096xf32>, %arg517: tensor<2x1024x4096xf32>, %arg518: tensor<2x1024x4096xf32>, %arg519: tensor<2x1024x4096xf32>, %arg520: tensor<2x1024x4096xbf16>, %arg521: tensor<2x1024x4096xbf16>, %arg522: tensor<2x1024xi64>, %arg523: tensor<2x1024x4096xbf16>) -> (tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2x4096xbf16>, tensor<4096xi64>, tensor<4096x28672x4096xbf16>, tensor<4096x28672x1xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x4096x14336xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2x4096xbf16>, tensor<4096xi64>, tensor<4096x28672x4096xbf16>, tensor<4096x28672x1xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x4096x14336xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x14336x1xbf16>, tensor<4096x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x14336x1xbf16>, tensor<4096x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>) {
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
    %e135 = tensor.empty() : tensor<2048x8xbf16>
    %z136 = linalg.fill ins(%c2 : bf16) outs(%e135 : tensor<2048x8xbf16>) -> tensor<2048x8xbf16>
    %r137 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg66, %arg67 : tensor<2048x4096xbf16>, tensor<8x4096xbf16>) outs(%z136 : tensor<2048x8xbf16>) {dimtune.role = "router", dimtune.pass = "fwd"} -> tensor<2048x8xbf16> loc("model.layers.0.mlp.gate:aten.mm.default")
    %e138 = tensor.empty() : tensor<2048x8xf32>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<2048x8xbf16>) outs(%e138 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten._to_copy.default")
    %e140 = tensor.empty() : tensor<2048x8xf32>
    %z141 = linalg.fill ins(%c1 : f32) outs(%e140 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r142 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg69 : tensor<2048x8xf32>) outs(%z141 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten._softmax.default")
    %e143 = tensor.empty() : tensor<2048x2xf32>
    %z144 = linalg.fill ins(%c1 : f32) outs(%e143 : tensor<2048x2xf32>) -> tensor<2048x2xf32>
    %e145 = tensor.empty() : tensor<2048x2xi64>
    %z146 = linalg.fill ins(%c0 : i64) outs(%e145 : tensor<2048x2xi64>) -> tensor<2048x2xi64>
    %r147:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg70 : tensor<2048x8xf32>) outs(%z144, %z146 : tensor<2048x2xf32>, tensor<2048x2xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.topk.default"} {
    ^bb0(%in0: f32, %out0: f32, %out1: i64):
      %b1 = arith.addf %out0, %in0 : f32
      %b2 = arith.fptosi %in0 : f32 to i64
      %b3 = arith.addi %out1, %b2 : i64
      linalg.yield %b1, %b3 : f32, i64
    } -> (tensor<2048x2xf32>, tensor<2048x2xi64>) loc("model.layers.0.mlp.gate:aten.topk.default")
    %e148 = tensor.empty() : tensor<2048xf32>
    %z149 = linalg.fill ins(%c1 : f32) outs(%e148 : tensor<2048xf32>) -> tensor<2048xf32>
    %r150 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg71 : tensor<2048x2xf32>) outs(%z149 : tensor<2048xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048xf32> loc("model.layers.0.mlp.gate:aten.sum.dim_IntList")
    %e151 = tensor.empty() : tensor<2048x2xf32>
    %r152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg72 : tensor<2048x2xf32>) outs(%e151 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.clone.default")
    %e153 = tensor.empty() : tensor<2048x2xf32>
    %r154 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg73, %arg74 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e153 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.div_.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.div_.Tensor")
    %e155 = tensor.empty() : tensor<2048x2x4096xbf16>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75 : tensor<2048x4096xbf16>) outs(%e155 : tensor<2048x2x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2048x2x4096xbf16> loc("model.layers.0.mlp.experts:aten.clone.default")
    %e157 = tensor.empty() : tensor<4096xi64>
    %r158 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg76 : tensor<4096xi64>) outs(%e157 : tensor<4096xi64>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.clamp.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<4096xi64> loc("model.layers.0.mlp.experts:aten.clamp.default")
    %e159 = tensor.empty() : tensor<4096x28672x4096xbf16>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77 : tensor<4096xi64>) outs(%e159 : tensor<4096x28672x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg78[%b1, %b2, %b3] : tensor<8x28672x4096xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<4096x28672x4096xbf16> loc("model.layers.0.mlp.experts:aten.index.Tensor")
    %e161 = tensor.empty() : tensor<4096x28672x1xbf16>
    %z162 = linalg.fill ins(%c2 : bf16) outs(%e161 : tensor<4096x28672x1xbf16>) -> tensor<4096x28672x1xbf16>
    %r163 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg79, %arg80 : tensor<4096x28672x4096xbf16>, tensor<4096x4096x1xbf16>) outs(%z162 : tensor<4096x28672x1xbf16>) {dimtune.pass = "fwd"} -> tensor<4096x28672x1xbf16> loc("model.layers.0.mlp.experts:aten.bmm.default")
    %e164 = tensor.empty() : tensor<4096x14336xbf16>
    %r165 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<4096x14336xbf16>) outs(%e164 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts.act_fn:aten.silu.default")
    %e166 = tensor.empty() : tensor<4096x14336xbf16>
    %r167 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg82, %arg83 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e166 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e168 = tensor.empty() : tensor<4096x4096x14336xbf16>
    %r169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<4096xi64>) outs(%e168 : tensor<4096x4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg85[%b1, %b2, %b3] : tensor<8x4096x14336xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<4096x4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.index.Tensor")
    %e170 = tensor.empty() : tensor<4096x4096x1xbf16>
    %z171 = linalg.fill ins(%c2 : bf16) outs(%e170 : tensor<4096x4096x1xbf16>) -> tensor<4096x4096x1xbf16>
    %r172 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg86, %arg87 : tensor<4096x4096x14336xbf16>, tensor<4096x14336x1xbf16>) outs(%z171 : tensor<4096x4096x1xbf16>) {dimtune.pass = "fwd"} -> tensor<4096x4096x1xbf16> loc("model.layers.0.mlp.experts:aten.bmm.default")
    %e173 = tensor.empty() : tensor<4096x4096xf32>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg88, %arg89 : tensor<4096x4096xbf16>, tensor<4096xf32>) outs(%e173 : tensor<4096x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e175 = tensor.empty() : tensor<2048x4096xf32>
    %z176 = linalg.fill ins(%c1 : f32) outs(%e175 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %r177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg90 : tensor<2048x2x4096xf32>) outs(%z176 : tensor<2048x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.0.mlp.experts:aten.sum.dim_IntList")
    %e178 = tensor.empty() : tensor<2048x4096xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg91 : tensor<2048x4096xf32>) outs(%e178 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.experts:aten._to_copy.default")
    %e180 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %arg93 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e180 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e182 = tensor.empty() : tensor<2x1024x4096xf32>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg94 : tensor<2x1024x4096xbf16>) outs(%e182 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e184 = tensor.empty() : tensor<2x1024x4096xf32>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg95 : tensor<2x1024x4096xf32>) outs(%e184 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e186 = tensor.empty() : tensor<2x1024xf32>
    %z187 = linalg.fill ins(%c1 : f32) outs(%e186 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg96 : tensor<2x1024x4096xf32>) outs(%z187 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e189 = tensor.empty() : tensor<2x1024xf32>
    %r190 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<2x1024xf32>) outs(%e189 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e191 = tensor.empty() : tensor<2x1024xf32>
    %r192 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg98 : tensor<2x1024xf32>) outs(%e191 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e193 = tensor.empty() : tensor<2x1024x4096xf32>
    %r194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99, %arg100 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e193 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e195 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg101 : tensor<2x1024x4096xf32>) outs(%e195 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e197 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e197 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e199 = tensor.empty() : tensor<2048x4096xbf16>
    %z200 = linalg.fill ins(%c2 : bf16) outs(%e199 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r201 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg104, %arg105 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z200 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e202 = tensor.empty() : tensor<2048x1024xbf16>
    %z203 = linalg.fill ins(%c2 : bf16) outs(%e202 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r204 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg106, %arg107 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z203 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e205 = tensor.empty() : tensor<2048x1024xbf16>
    %z206 = linalg.fill ins(%c2 : bf16) outs(%e205 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r207 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg108, %arg109 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z206 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e208 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg110, %arg111 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e208 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e210 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x1024x32x64xbf16>) outs(%e210 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e212 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg113, %arg114 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e212 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e214 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg115, %arg116 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e214 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e216 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e216 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e218 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg119, %arg120 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e218 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e220 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg121 : tensor<2x1024x8x64xbf16>) outs(%e220 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e222 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg122, %arg123 : tensor<2x1024x8x64xbf16>, tensor<2x1024x8x64xbf16>) outs(%e222 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e224 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg124, %arg125 : tensor<2x8x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e224 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e226 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg126, %arg127 : tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e226 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e228 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc229 = linalg.broadcast ins(%arg129 : tensor<2x8x1024x128xbf16>) outs(%e228 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv230 = tensor.collapse_shape %bc229 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e231 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc232 = linalg.broadcast ins(%arg130 : tensor<2x8x1024x128xbf16>) outs(%e231 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv233 = tensor.collapse_shape %bc232 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e234 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z235 = linalg.fill ins(%c2 : bf16) outs(%e234 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg128, %kv230 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z235 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e238 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r236 : tensor<2x32x1024x1024xbf16>) outs(%e238 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e240 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p239 = linalg.softmax dimension(3) ins(%m237 : tensor<2x32x1024x1024xbf16>) outs(%e240 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e241 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z242 = linalg.fill ins(%c2 : bf16) outs(%e241 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p239, %kv233 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z242 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e244 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z245 = linalg.fill ins(%c2 : bf16) outs(%e244 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg131, %kv233 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z245 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e247 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z248 = linalg.fill ins(%c2 : bf16) outs(%e247 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p239, %arg131 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z248 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e250 = tensor.empty() : tensor<2x32x1024xbf16>
    %z251 = linalg.fill ins(%c2 : bf16) outs(%e250 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p239, %r246 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z251 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e254 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p239, %r246, %rs252 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e254 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e255 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z256 = linalg.fill ins(%c2 : bf16) outs(%e255 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds253, %kv230 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z256 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e258 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z259 = linalg.fill ins(%c2 : bf16) outs(%e258 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds253, %arg128 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z259 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %g261 = tensor.expand_shape %r260 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e262 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z263 = linalg.fill ins(%c2 : bf16) outs(%e262 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs264 = linalg.reduce ins(%g261 : tensor<2x8x4x1024x128xbf16>) outs(%z263 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g265 = tensor.expand_shape %r249 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e266 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z267 = linalg.fill ins(%c2 : bf16) outs(%e266 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs268 = linalg.reduce ins(%g265 : tensor<2x8x4x1024x128xbf16>) outs(%z267 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e269 = tensor.empty() : tensor<2048x4096xbf16>
    %z270 = linalg.fill ins(%c2 : bf16) outs(%e269 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r271 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg132, %arg133 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z270 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e272 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg134, %arg135 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e272 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e274 = tensor.empty() : tensor<2x1024x4096xf32>
    %r275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136 : tensor<2x1024x4096xbf16>) outs(%e274 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e276 = tensor.empty() : tensor<2x1024x4096xf32>
    %r277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137 : tensor<2x1024x4096xf32>) outs(%e276 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e278 = tensor.empty() : tensor<2x1024xf32>
    %z279 = linalg.fill ins(%c1 : f32) outs(%e278 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg138 : tensor<2x1024x4096xf32>) outs(%z279 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e281 = tensor.empty() : tensor<2x1024xf32>
    %r282 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg139 : tensor<2x1024xf32>) outs(%e281 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e283 = tensor.empty() : tensor<2x1024xf32>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<2x1024xf32>) outs(%e283 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e285 = tensor.empty() : tensor<2x1024x4096xf32>
    %r286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141, %arg142 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e285 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e287 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg143 : tensor<2x1024x4096xf32>) outs(%e287 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e289 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg144, %arg145 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e289 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e291 = tensor.empty() : tensor<2048x8xbf16>
    %z292 = linalg.fill ins(%c2 : bf16) outs(%e291 : tensor<2048x8xbf16>) -> tensor<2048x8xbf16>
    %r293 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg146, %arg147 : tensor<2048x4096xbf16>, tensor<8x4096xbf16>) outs(%z292 : tensor<2048x8xbf16>) {dimtune.role = "router", dimtune.pass = "fwd"} -> tensor<2048x8xbf16> loc("model.layers.1.mlp.gate:aten.mm.default")
    %e294 = tensor.empty() : tensor<2048x8xf32>
    %r295 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg148 : tensor<2048x8xbf16>) outs(%e294 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten._to_copy.default")
    %e296 = tensor.empty() : tensor<2048x8xf32>
    %z297 = linalg.fill ins(%c1 : f32) outs(%e296 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r298 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg149 : tensor<2048x8xf32>) outs(%z297 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten._softmax.default")
    %e299 = tensor.empty() : tensor<2048x2xf32>
    %z300 = linalg.fill ins(%c1 : f32) outs(%e299 : tensor<2048x2xf32>) -> tensor<2048x2xf32>
    %e301 = tensor.empty() : tensor<2048x2xi64>
    %z302 = linalg.fill ins(%c0 : i64) outs(%e301 : tensor<2048x2xi64>) -> tensor<2048x2xi64>
    %r303:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg150 : tensor<2048x8xf32>) outs(%z300, %z302 : tensor<2048x2xf32>, tensor<2048x2xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.topk.default"} {
    ^bb0(%in0: f32, %out0: f32, %out1: i64):
      %b1 = arith.addf %out0, %in0 : f32
      %b2 = arith.fptosi %in0 : f32 to i64
      %b3 = arith.addi %out1, %b2 : i64
      linalg.yield %b1, %b3 : f32, i64
    } -> (tensor<2048x2xf32>, tensor<2048x2xi64>) loc("model.layers.1.mlp.gate:aten.topk.default")
    %e304 = tensor.empty() : tensor<2048xf32>
    %z305 = linalg.fill ins(%c1 : f32) outs(%e304 : tensor<2048xf32>) -> tensor<2048xf32>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg151 : tensor<2048x2xf32>) outs(%z305 : tensor<2048xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048xf32> loc("model.layers.1.mlp.gate:aten.sum.dim_IntList")
    %e307 = tensor.empty() : tensor<2048x2xf32>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<2048x2xf32>) outs(%e307 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.clone.default")
    %e309 = tensor.empty() : tensor<2048x2xf32>
    %r310 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg153, %arg154 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e309 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.div_.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div_.Tensor")
    %e311 = tensor.empty() : tensor<2048x2x4096xbf16>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155 : tensor<2048x4096xbf16>) outs(%e311 : tensor<2048x2x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2048x2x4096xbf16> loc("model.layers.1.mlp.experts:aten.clone.default")
    %e313 = tensor.empty() : tensor<4096xi64>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg156 : tensor<4096xi64>) outs(%e313 : tensor<4096xi64>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.clamp.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<4096xi64> loc("model.layers.1.mlp.experts:aten.clamp.default")
    %e315 = tensor.empty() : tensor<4096x28672x4096xbf16>
    %r316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157 : tensor<4096xi64>) outs(%e315 : tensor<4096x28672x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg158[%b1, %b2, %b3] : tensor<8x28672x4096xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<4096x28672x4096xbf16> loc("model.layers.1.mlp.experts:aten.index.Tensor")
    %e317 = tensor.empty() : tensor<4096x28672x1xbf16>
    %z318 = linalg.fill ins(%c2 : bf16) outs(%e317 : tensor<4096x28672x1xbf16>) -> tensor<4096x28672x1xbf16>
    %r319 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg159, %arg160 : tensor<4096x28672x4096xbf16>, tensor<4096x4096x1xbf16>) outs(%z318 : tensor<4096x28672x1xbf16>) {dimtune.pass = "fwd"} -> tensor<4096x28672x1xbf16> loc("model.layers.1.mlp.experts:aten.bmm.default")
    %e320 = tensor.empty() : tensor<4096x14336xbf16>
    %r321 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg161 : tensor<4096x14336xbf16>) outs(%e320 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts.act_fn:aten.silu.default")
    %e322 = tensor.empty() : tensor<4096x14336xbf16>
    %r323 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg162, %arg163 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e322 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e324 = tensor.empty() : tensor<4096x4096x14336xbf16>
    %r325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg164 : tensor<4096xi64>) outs(%e324 : tensor<4096x4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg165[%b1, %b2, %b3] : tensor<8x4096x14336xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<4096x4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.index.Tensor")
    %e326 = tensor.empty() : tensor<4096x4096x1xbf16>
    %z327 = linalg.fill ins(%c2 : bf16) outs(%e326 : tensor<4096x4096x1xbf16>) -> tensor<4096x4096x1xbf16>
    %r328 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg166, %arg167 : tensor<4096x4096x14336xbf16>, tensor<4096x14336x1xbf16>) outs(%z327 : tensor<4096x4096x1xbf16>) {dimtune.pass = "fwd"} -> tensor<4096x4096x1xbf16> loc("model.layers.1.mlp.experts:aten.bmm.default")
    %e329 = tensor.empty() : tensor<4096x4096xf32>
    %r330 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg168, %arg169 : tensor<4096x4096xbf16>, tensor<4096xf32>) outs(%e329 : tensor<4096x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e331 = tensor.empty() : tensor<2048x4096xf32>
    %z332 = linalg.fill ins(%c1 : f32) outs(%e331 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %r333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg170 : tensor<2048x2x4096xf32>) outs(%z332 : tensor<2048x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.1.mlp.experts:aten.sum.dim_IntList")
    %e334 = tensor.empty() : tensor<2048x4096xbf16>
    %r335 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg171 : tensor<2048x4096xf32>) outs(%e334 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.experts:aten._to_copy.default")
    %e336 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg172, %arg173 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e336 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e338 = tensor.empty() : tensor<2x1024x4096xf32>
    %r339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg174 : tensor<2x1024x4096xbf16>) outs(%e338 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e340 = tensor.empty() : tensor<2x1024x4096xf32>
    %r341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175 : tensor<2x1024x4096xf32>) outs(%e340 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e342 = tensor.empty() : tensor<2x1024xf32>
    %z343 = linalg.fill ins(%c1 : f32) outs(%e342 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg176 : tensor<2x1024x4096xf32>) outs(%z343 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e345 = tensor.empty() : tensor<2x1024xf32>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg177 : tensor<2x1024xf32>) outs(%e345 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e347 = tensor.empty() : tensor<2x1024xf32>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg178 : tensor<2x1024xf32>) outs(%e347 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e349 = tensor.empty() : tensor<2x1024x4096xf32>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg179, %arg180 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e349 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e351 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg181 : tensor<2x1024x4096xf32>) outs(%e351 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e353 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182, %arg183 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e353 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e355 = tensor.empty() : tensor<2048x32000xbf16>
    %z356 = linalg.fill ins(%c2 : bf16) outs(%e355 : tensor<2048x32000xbf16>) -> tensor<2048x32000xbf16>
    %r357 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg184, %arg185 : tensor<2048x4096xbf16>, tensor<32000x4096xbf16>) outs(%z356 : tensor<2048x32000xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x32000xbf16> loc("lm_head:aten.mm.default")
    %e358 = tensor.empty() : tensor<2x1024x32000xf32>
    %r359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg186 : tensor<2x1024x32000xbf16>) outs(%e358 : tensor<2x1024x32000xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32000xf32> loc("aten._to_copy.default")
    %e360 = tensor.empty() : tensor<2x1025xi64>
    %r361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187 : tensor<2x1024xi64>) outs(%e360 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e362 = tensor.empty() : tensor<2x1024xi64>
    %r363 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg188 : tensor<2x1024xi64>) outs(%e362 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e364 = tensor.empty() : tensor<2048x32000xf32>
    %z365 = linalg.fill ins(%c1 : f32) outs(%e364 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r366 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg189 : tensor<2048x32000xf32>) outs(%z365 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax.default")
    %e367 = tensor.empty() : tensor<f32>
    %z368 = linalg.fill ins(%c1 : f32) outs(%e367 : tensor<f32>) -> tensor<f32>
    %e369 = tensor.empty() : tensor<f32>
    %z370 = linalg.fill ins(%c1 : f32) outs(%e369 : tensor<f32>) -> tensor<f32>
    %r371:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg190 : tensor<2048xi64>) outs(%z368, %z370 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e372 = tensor.empty() : tensor<2048x32000xf32>
    %r373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg191, %arg192, %arg193 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e372 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x32000xf32> loc("aten.nll_loss_backward.default")
    %e374 = tensor.empty() : tensor<2048x32000xf32>
    %z375 = linalg.fill ins(%c1 : f32) outs(%e374 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r376 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg194, %arg195 : tensor<2048x32000xf32>, tensor<2048x32000xf32>) outs(%z375 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax_backward_data.default")
    %e377 = tensor.empty() : tensor<2x1024x32000xbf16>
    %r378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg196 : tensor<2x1024x32000xf32>) outs(%e377 : tensor<2x1024x32000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32000xbf16> loc("aten._to_copy.default")
    %e379 = tensor.empty() : tensor<32000x4096xbf16>
    %z380 = linalg.fill ins(%c2 : bf16) outs(%e379 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r381 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg197, %arg198 : tensor<2048x32000xbf16>, tensor<2048x4096xbf16>) outs(%z380 : tensor<32000x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<32000x4096xbf16> loc("lm_head:aten.mm.default")
    %e382 = tensor.empty() : tensor<2048x4096xbf16>
    %z383 = linalg.fill ins(%c2 : bf16) outs(%e382 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r384 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg199, %arg200 : tensor<2048x32000xbf16>, tensor<32000x4096xbf16>) outs(%z383 : tensor<2048x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("lm_head:aten.mm.default")
    %e385 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg201, %arg202 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e385 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e387 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg203, %arg204 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e387 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e389 = tensor.empty() : tensor<4096xbf16>
    %z390 = linalg.fill ins(%c2 : bf16) outs(%e389 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg205 : tensor<2x1024x4096xbf16>) outs(%z390 : tensor<4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.norm:aten.sum.dim_IntList")
    %e392 = tensor.empty() : tensor<2x1024x4096xf32>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg206 : tensor<2x1024x4096xbf16>) outs(%e392 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e394 = tensor.empty() : tensor<2x1024x4096xf32>
    %r395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg207, %arg208 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e394 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e396 = tensor.empty() : tensor<2x1024x4096xf32>
    %r397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209, %arg210 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e396 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e398 = tensor.empty() : tensor<2x1024xf32>
    %z399 = linalg.fill ins(%c1 : f32) outs(%e398 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg211 : tensor<2x1024x4096xf32>) outs(%z399 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e401 = tensor.empty() : tensor<2x1024xf32>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg212 : tensor<2x1024xf32>) outs(%e401 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e403 = tensor.empty() : tensor<2x1024xf32>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg213 : tensor<2x1024xf32>) outs(%e403 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e405 = tensor.empty() : tensor<2x1024xf32>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg214, %arg215 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e405 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e407 = tensor.empty() : tensor<2x1024x4096xf32>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg216 : tensor<2x1024xf32>) outs(%e407 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.div.Scalar")
    %e409 = tensor.empty() : tensor<2x1024x4096xf32>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg217 : tensor<2x1024x4096xf32>) outs(%e409 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e411 = tensor.empty() : tensor<2x1024x4096xf32>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218 : tensor<2x1024x4096xf32>) outs(%e411 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Scalar")
    %e413 = tensor.empty() : tensor<2x1024x4096xf32>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg219, %arg220 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e413 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e415 = tensor.empty() : tensor<2x1024x4096xf32>
    %r416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg221, %arg222 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e415 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.add.Tensor")
    %e417 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg223 : tensor<2x1024x4096xf32>) outs(%e417 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e419 = tensor.empty() : tensor<2048x4096xf32>
    %r420 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg224 : tensor<2048x4096xbf16>) outs(%e419 : tensor<2048x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.1.mlp.experts:aten._to_copy.default")
    %e421 = tensor.empty() : tensor<2048x2x4096xf32>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2048x4096xf32>) outs(%e421 : tensor<2048x2x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x2x4096xf32> loc("model.layers.1.mlp.experts:aten.clone.default")
    %e423 = tensor.empty() : tensor<4096x4096xf32>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg226, %arg227 : tensor<4096x4096xf32>, tensor<4096x4096xbf16>) outs(%e423 : tensor<4096x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e425 = tensor.empty() : tensor<4096x4096xf32>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg228, %arg229 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e425 : tensor<4096x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e427 = tensor.empty() : tensor<4096x4096xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg230 : tensor<4096x4096xf32>) outs(%e427 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.1.mlp.experts:aten._to_copy.default")
    %e429 = tensor.empty() : tensor<4096xf32>
    %z430 = linalg.fill ins(%c1 : f32) outs(%e429 : tensor<4096xf32>) -> tensor<4096xf32>
    %r431 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg231 : tensor<4096x4096xf32>) outs(%z430 : tensor<4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.1.mlp.experts:aten.sum.dim_IntList")
    %e432 = tensor.empty() : tensor<4096x14336x1xbf16>
    %z433 = linalg.fill ins(%c2 : bf16) outs(%e432 : tensor<4096x14336x1xbf16>) -> tensor<4096x14336x1xbf16>
    %r434 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg232, %arg233 : tensor<4096x4096x14336xbf16>, tensor<4096x4096x1xbf16>) outs(%z433 : tensor<4096x14336x1xbf16>) {dimtune.pass = "wgrad"} -> tensor<4096x14336x1xbf16> loc("model.layers.1.mlp.experts:aten.bmm.default")
    %e435 = tensor.empty() : tensor<4096x4096x14336xbf16>
    %z436 = linalg.fill ins(%c2 : bf16) outs(%e435 : tensor<4096x4096x14336xbf16>) -> tensor<4096x4096x14336xbf16>
    %r437 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg234, %arg235 : tensor<4096x4096x1xbf16>, tensor<4096x1x14336xbf16>) outs(%z436 : tensor<4096x4096x14336xbf16>) {dimtune.pass = "dgrad"} -> tensor<4096x4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.bmm.default")
    %e438 = tensor.empty() : tensor<8x4096x14336xbf16>
    %r439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e438 : tensor<8x4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<8x4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.new_zeros.default")
    %e440 = tensor.empty() : tensor<8x4096x14336xbf16>
    %z441 = linalg.fill ins(%c2 : bf16) outs(%e440 : tensor<8x4096x14336xbf16>) -> tensor<8x4096x14336xbf16>
    %r442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg236, %arg237, %arg238 : tensor<4096xi64>, tensor<8x4096x14336xbf16>, tensor<4096x4096x14336xbf16>) outs(%z441 : tensor<8x4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<8x4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.index_put.default")
    %e443 = tensor.empty() : tensor<4096x14336xbf16>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg239, %arg240 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e443 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e445 = tensor.empty() : tensor<4096x14336xbf16>
    %r446 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg241, %arg242 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e445 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e447 = tensor.empty() : tensor<4096x14336xbf16>
    %r448 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg243, %arg244 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e447 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts.act_fn:aten.silu_backward.default")
    %e449 = tensor.empty() : tensor<4096x28672xbf16>
    %r450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg245, %arg246 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e449 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.1.mlp.experts:aten.cat.default")
    %e451 = tensor.empty() : tensor<4096x4096x1xbf16>
    %z452 = linalg.fill ins(%c2 : bf16) outs(%e451 : tensor<4096x4096x1xbf16>) -> tensor<4096x4096x1xbf16>
    %r453 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg247, %arg248 : tensor<4096x28672x4096xbf16>, tensor<4096x28672x1xbf16>) outs(%z452 : tensor<4096x4096x1xbf16>) {dimtune.pass = "wgrad"} -> tensor<4096x4096x1xbf16> loc("model.layers.1.mlp.experts:aten.bmm.default")
    %e454 = tensor.empty() : tensor<4096x28672x4096xbf16>
    %z455 = linalg.fill ins(%c2 : bf16) outs(%e454 : tensor<4096x28672x4096xbf16>) -> tensor<4096x28672x4096xbf16>
    %r456 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg249, %arg250 : tensor<4096x28672x1xbf16>, tensor<4096x1x4096xbf16>) outs(%z455 : tensor<4096x28672x4096xbf16>) {dimtune.pass = "dgrad"} -> tensor<4096x28672x4096xbf16> loc("model.layers.1.mlp.experts:aten.bmm.default")
    %e457 = tensor.empty() : tensor<8x28672x4096xbf16>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e457 : tensor<8x28672x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<8x28672x4096xbf16> loc("model.layers.1.mlp.experts:aten.new_zeros.default")
    %e459 = tensor.empty() : tensor<8x28672x4096xbf16>
    %z460 = linalg.fill ins(%c2 : bf16) outs(%e459 : tensor<8x28672x4096xbf16>) -> tensor<8x28672x4096xbf16>
    %r461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg251, %arg252, %arg253 : tensor<4096xi64>, tensor<8x28672x4096xbf16>, tensor<4096x28672x4096xbf16>) outs(%z460 : tensor<8x28672x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<8x28672x4096xbf16> loc("model.layers.1.mlp.experts:aten.index_put.default")
    %e462 = tensor.empty() : tensor<2048x4096xbf16>
    %z463 = linalg.fill ins(%c2 : bf16) outs(%e462 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg254 : tensor<2048x2x4096xbf16>) outs(%z463 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.experts:aten.sum.dim_IntList")
    %e465 = tensor.empty() : tensor<2048x2xf32>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg255, %arg256 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e465 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div.Tensor")
    %e467 = tensor.empty() : tensor<2048x2xf32>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg257, %arg258 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e467 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div.Tensor")
    %e469 = tensor.empty() : tensor<2048x2xf32>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg259 : tensor<2048x2xf32>) outs(%e469 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.negf %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.neg.default")
    %e471 = tensor.empty() : tensor<2048x2xf32>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg260, %arg261 : tensor<2048x2xf32>, tensor<2048x2xf32>) outs(%e471 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.mul.Tensor")
    %e473 = tensor.empty() : tensor<2048x2xf32>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg262, %arg263 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e473 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div.Tensor")
    %e475 = tensor.empty() : tensor<2048xf32>
    %z476 = linalg.fill ins(%c1 : f32) outs(%e475 : tensor<2048xf32>) -> tensor<2048xf32>
    %r477 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg264 : tensor<2048x2xf32>) outs(%z476 : tensor<2048xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048xf32> loc("model.layers.1.mlp.gate:aten.sum.dim_IntList")
    %e478 = tensor.empty() : tensor<2048x2xf32>
    %r479 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg265, %arg266 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e478 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.add.Tensor")
    %e480 = tensor.empty() : tensor<2048x8xf32>
    %r481 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e480 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten.zeros.default")
    %e482 = tensor.empty() : tensor<2048x8xf32>
    %z483 = linalg.fill ins(%c1 : f32) outs(%e482 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg267, %arg268, %arg269 : tensor<2048x2xi64>, tensor<2048x8xf32>, tensor<2048x2xf32>) outs(%z483 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.scatter.src"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten.scatter.src")
    %e485 = tensor.empty() : tensor<2048x8xf32>
    %z486 = linalg.fill ins(%c1 : f32) outs(%e485 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r487 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg270, %arg271 : tensor<2048x8xf32>, tensor<2048x8xf32>) outs(%z486 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten._softmax_backward_data.default")
    %e488 = tensor.empty() : tensor<2048x8xbf16>
    %r489 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg272 : tensor<2048x8xf32>) outs(%e488 : tensor<2048x8xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x8xbf16> loc("model.layers.1.mlp.gate:aten._to_copy.default")
    %e490 = tensor.empty() : tensor<8x4096xbf16>
    %z491 = linalg.fill ins(%c2 : bf16) outs(%e490 : tensor<8x4096xbf16>) -> tensor<8x4096xbf16>
    %r492 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg273, %arg274 : tensor<2048x8xbf16>, tensor<2048x4096xbf16>) outs(%z491 : tensor<8x4096xbf16>) {dimtune.role = "router", dimtune.pass = "wgrad"} -> tensor<8x4096xbf16> loc("model.layers.1.mlp.gate:aten.mm.default")
    %e493 = tensor.empty() : tensor<2048x4096xbf16>
    %z494 = linalg.fill ins(%c2 : bf16) outs(%e493 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r495 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x8xbf16>, tensor<8x4096xbf16>) outs(%z494 : tensor<2048x4096xbf16>) {dimtune.role = "router", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.gate:aten.mm.default")
    %e496 = tensor.empty() : tensor<2048x4096xbf16>
    %r497 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg277, %arg278 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%e496 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.gate:aten.add.Tensor")
    %e498 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r499 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg279, %arg280 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e498 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e500 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg281, %arg282 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e500 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e502 = tensor.empty() : tensor<4096xbf16>
    %z503 = linalg.fill ins(%c2 : bf16) outs(%e502 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg283 : tensor<2x1024x4096xbf16>) outs(%z503 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e505 = tensor.empty() : tensor<2x1024x4096xf32>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg284 : tensor<2x1024x4096xbf16>) outs(%e505 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e507 = tensor.empty() : tensor<2x1024x4096xf32>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg285, %arg286 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e507 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e509 = tensor.empty() : tensor<2x1024x4096xf32>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg287, %arg288 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e509 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e511 = tensor.empty() : tensor<2x1024xf32>
    %z512 = linalg.fill ins(%c1 : f32) outs(%e511 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg289 : tensor<2x1024x4096xf32>) outs(%z512 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e514 = tensor.empty() : tensor<2x1024xf32>
    %r515 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg290 : tensor<2x1024xf32>) outs(%e514 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e516 = tensor.empty() : tensor<2x1024xf32>
    %r517 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg291 : tensor<2x1024xf32>) outs(%e516 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e518 = tensor.empty() : tensor<2x1024xf32>
    %r519 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg292, %arg293 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e518 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e520 = tensor.empty() : tensor<2x1024x4096xf32>
    %r521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294 : tensor<2x1024xf32>) outs(%e520 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e522 = tensor.empty() : tensor<2x1024x4096xf32>
    %r523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg295 : tensor<2x1024x4096xf32>) outs(%e522 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e524 = tensor.empty() : tensor<2x1024x4096xf32>
    %r525 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg296 : tensor<2x1024x4096xf32>) outs(%e524 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e526 = tensor.empty() : tensor<2x1024x4096xf32>
    %r527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg297, %arg298 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e526 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e528 = tensor.empty() : tensor<2x1024x4096xf32>
    %r529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg299, %arg300 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e528 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e530 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg301 : tensor<2x1024x4096xf32>) outs(%e530 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e532 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg302, %arg303 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e532 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e534 = tensor.empty() : tensor<4096x4096xbf16>
    %z535 = linalg.fill ins(%c2 : bf16) outs(%e534 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r536 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg304, %arg305 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z535 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e537 = tensor.empty() : tensor<2048x4096xbf16>
    %z538 = linalg.fill ins(%c2 : bf16) outs(%e537 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r539 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg306, %arg307 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z538 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e540 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg308, %arg309 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e540 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e542 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r543 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg310 : tensor<2x1024x8x64xbf16>) outs(%e542 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e544 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg311 : tensor<2x1024x8x64xbf16>) outs(%e544 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e546 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg312 : tensor<2x1024x8x64xbf16>) outs(%e546 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e548 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg313, %arg314 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e548 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e550 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg315, %arg316 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e550 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e552 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg317, %arg318 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e552 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e554 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r555 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg319, %arg320 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e554 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e556 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r557 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg321 : tensor<2x1024x32x64xbf16>) outs(%e556 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e558 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r559 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg322 : tensor<2x1024x32x64xbf16>) outs(%e558 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e560 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg323 : tensor<2x1024x32x64xbf16>) outs(%e560 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e562 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg324, %arg325 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e562 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e564 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r565 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg326, %arg327 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e564 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e566 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg328, %arg329 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e566 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e568 = tensor.empty() : tensor<1024x4096xbf16>
    %z569 = linalg.fill ins(%c2 : bf16) outs(%e568 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r570 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg330, %arg331 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z569 : tensor<1024x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e571 = tensor.empty() : tensor<2048x4096xbf16>
    %z572 = linalg.fill ins(%c2 : bf16) outs(%e571 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r573 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg332, %arg333 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z572 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e574 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg334 : tensor<2x8x1024x128xbf16>) outs(%e574 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e576 = tensor.empty() : tensor<1024x4096xbf16>
    %z577 = linalg.fill ins(%c2 : bf16) outs(%e576 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r578 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg335, %arg336 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z577 : tensor<1024x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e579 = tensor.empty() : tensor<2048x4096xbf16>
    %z580 = linalg.fill ins(%c2 : bf16) outs(%e579 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r581 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg337, %arg338 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z580 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e582 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg339, %arg340 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e582 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e584 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg341 : tensor<2x32x1024x128xbf16>) outs(%e584 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e586 = tensor.empty() : tensor<4096x4096xbf16>
    %z587 = linalg.fill ins(%c2 : bf16) outs(%e586 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r588 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg342, %arg343 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z587 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e589 = tensor.empty() : tensor<2048x4096xbf16>
    %z590 = linalg.fill ins(%c2 : bf16) outs(%e589 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r591 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg344, %arg345 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z590 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e592 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346, %arg347 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e592 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e594 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg348, %arg349 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e594 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e596 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg350, %arg351 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e596 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e598 = tensor.empty() : tensor<4096xbf16>
    %z599 = linalg.fill ins(%c2 : bf16) outs(%e598 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg352 : tensor<2x1024x4096xbf16>) outs(%z599 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e601 = tensor.empty() : tensor<2x1024x4096xf32>
    %r602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg353 : tensor<2x1024x4096xbf16>) outs(%e601 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e603 = tensor.empty() : tensor<2x1024x4096xf32>
    %r604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg354, %arg355 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e603 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e605 = tensor.empty() : tensor<2x1024x4096xf32>
    %r606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg356, %arg357 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e605 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e607 = tensor.empty() : tensor<2x1024xf32>
    %z608 = linalg.fill ins(%c1 : f32) outs(%e607 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg358 : tensor<2x1024x4096xf32>) outs(%z608 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e610 = tensor.empty() : tensor<2x1024xf32>
    %r611 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg359 : tensor<2x1024xf32>) outs(%e610 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e612 = tensor.empty() : tensor<2x1024xf32>
    %r613 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg360 : tensor<2x1024xf32>) outs(%e612 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e614 = tensor.empty() : tensor<2x1024xf32>
    %r615 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg361, %arg362 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e614 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e616 = tensor.empty() : tensor<2x1024x4096xf32>
    %r617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg363 : tensor<2x1024xf32>) outs(%e616 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e618 = tensor.empty() : tensor<2x1024x4096xf32>
    %r619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg364 : tensor<2x1024x4096xf32>) outs(%e618 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e620 = tensor.empty() : tensor<2x1024x4096xf32>
    %r621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg365 : tensor<2x1024x4096xf32>) outs(%e620 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e622 = tensor.empty() : tensor<2x1024x4096xf32>
    %r623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg366, %arg367 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e622 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e624 = tensor.empty() : tensor<2x1024x4096xf32>
    %r625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg368, %arg369 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e624 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e626 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg370 : tensor<2x1024x4096xf32>) outs(%e626 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e628 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg371, %arg372 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e628 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e630 = tensor.empty() : tensor<2048x4096xf32>
    %r631 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg373 : tensor<2048x4096xbf16>) outs(%e630 : tensor<2048x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.0.mlp.experts:aten._to_copy.default")
    %e632 = tensor.empty() : tensor<2048x2x4096xf32>
    %r633 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg374 : tensor<2048x4096xf32>) outs(%e632 : tensor<2048x2x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x2x4096xf32> loc("model.layers.0.mlp.experts:aten.clone.default")
    %e634 = tensor.empty() : tensor<4096x4096xf32>
    %r635 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg375, %arg376 : tensor<4096x4096xf32>, tensor<4096x4096xbf16>) outs(%e634 : tensor<4096x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e636 = tensor.empty() : tensor<4096x4096xf32>
    %r637 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg377, %arg378 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e636 : tensor<4096x4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e638 = tensor.empty() : tensor<4096x4096xbf16>
    %r639 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg379 : tensor<4096x4096xf32>) outs(%e638 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.0.mlp.experts:aten._to_copy.default")
    %e640 = tensor.empty() : tensor<4096xf32>
    %z641 = linalg.fill ins(%c1 : f32) outs(%e640 : tensor<4096xf32>) -> tensor<4096xf32>
    %r642 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg380 : tensor<4096x4096xf32>) outs(%z641 : tensor<4096xf32>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.0.mlp.experts:aten.sum.dim_IntList")
    %e643 = tensor.empty() : tensor<4096x14336x1xbf16>
    %z644 = linalg.fill ins(%c2 : bf16) outs(%e643 : tensor<4096x14336x1xbf16>) -> tensor<4096x14336x1xbf16>
    %r645 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg381, %arg382 : tensor<4096x4096x14336xbf16>, tensor<4096x4096x1xbf16>) outs(%z644 : tensor<4096x14336x1xbf16>) {dimtune.pass = "wgrad"} -> tensor<4096x14336x1xbf16> loc("model.layers.0.mlp.experts:aten.bmm.default")
    %e646 = tensor.empty() : tensor<4096x4096x14336xbf16>
    %z647 = linalg.fill ins(%c2 : bf16) outs(%e646 : tensor<4096x4096x14336xbf16>) -> tensor<4096x4096x14336xbf16>
    %r648 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg383, %arg384 : tensor<4096x4096x1xbf16>, tensor<4096x1x14336xbf16>) outs(%z647 : tensor<4096x4096x14336xbf16>) {dimtune.pass = "dgrad"} -> tensor<4096x4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.bmm.default")
    %e649 = tensor.empty() : tensor<8x4096x14336xbf16>
    %r650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e649 : tensor<8x4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<8x4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.new_zeros.default")
    %e651 = tensor.empty() : tensor<8x4096x14336xbf16>
    %z652 = linalg.fill ins(%c2 : bf16) outs(%e651 : tensor<8x4096x14336xbf16>) -> tensor<8x4096x14336xbf16>
    %r653 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg385, %arg386, %arg387 : tensor<4096xi64>, tensor<8x4096x14336xbf16>, tensor<4096x4096x14336xbf16>) outs(%z652 : tensor<8x4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<8x4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.index_put.default")
    %e654 = tensor.empty() : tensor<4096x14336xbf16>
    %r655 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg388, %arg389 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e654 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e656 = tensor.empty() : tensor<4096x14336xbf16>
    %r657 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg390, %arg391 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e656 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e658 = tensor.empty() : tensor<4096x14336xbf16>
    %r659 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg392, %arg393 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e658 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts.act_fn:aten.silu_backward.default")
    %e660 = tensor.empty() : tensor<4096x28672xbf16>
    %r661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg394, %arg395 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e660 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.0.mlp.experts:aten.cat.default")
    %e662 = tensor.empty() : tensor<4096x4096x1xbf16>
    %z663 = linalg.fill ins(%c2 : bf16) outs(%e662 : tensor<4096x4096x1xbf16>) -> tensor<4096x4096x1xbf16>
    %r664 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg396, %arg397 : tensor<4096x28672x4096xbf16>, tensor<4096x28672x1xbf16>) outs(%z663 : tensor<4096x4096x1xbf16>) {dimtune.pass = "wgrad"} -> tensor<4096x4096x1xbf16> loc("model.layers.0.mlp.experts:aten.bmm.default")
    %e665 = tensor.empty() : tensor<4096x28672x4096xbf16>
    %z666 = linalg.fill ins(%c2 : bf16) outs(%e665 : tensor<4096x28672x4096xbf16>) -> tensor<4096x28672x4096xbf16>
    %r667 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg398, %arg399 : tensor<4096x28672x1xbf16>, tensor<4096x1x4096xbf16>) outs(%z666 : tensor<4096x28672x4096xbf16>) {dimtune.pass = "dgrad"} -> tensor<4096x28672x4096xbf16> loc("model.layers.0.mlp.experts:aten.bmm.default")
    %e668 = tensor.empty() : tensor<8x28672x4096xbf16>
    %r669 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e668 : tensor<8x28672x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<8x28672x4096xbf16> loc("model.layers.0.mlp.experts:aten.new_zeros.default")
    %e670 = tensor.empty() : tensor<8x28672x4096xbf16>
    %z671 = linalg.fill ins(%c2 : bf16) outs(%e670 : tensor<8x28672x4096xbf16>) -> tensor<8x28672x4096xbf16>
    %r672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg400, %arg401, %arg402 : tensor<4096xi64>, tensor<8x28672x4096xbf16>, tensor<4096x28672x4096xbf16>) outs(%z671 : tensor<8x28672x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<8x28672x4096xbf16> loc("model.layers.0.mlp.experts:aten.index_put.default")
    %e673 = tensor.empty() : tensor<2048x4096xbf16>
    %z674 = linalg.fill ins(%c2 : bf16) outs(%e673 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r675 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg403 : tensor<2048x2x4096xbf16>) outs(%z674 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.experts:aten.sum.dim_IntList")
    %e676 = tensor.empty() : tensor<2048x2xf32>
    %r677 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg404, %arg405 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e676 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.div.Tensor")
    %e678 = tensor.empty() : tensor<2048x2xf32>
    %r679 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg406, %arg407 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e678 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.div.Tensor")
    %e680 = tensor.empty() : tensor<2048x2xf32>
    %r681 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg408 : tensor<2048x2xf32>) outs(%e680 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.negf %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.neg.default")
    %e682 = tensor.empty() : tensor<2048x2xf32>
    %r683 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg409, %arg410 : tensor<2048x2xf32>, tensor<2048x2xf32>) outs(%e682 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.mul.Tensor")
    %e684 = tensor.empty() : tensor<2048x2xf32>
    %r685 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg411, %arg412 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e684 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.div.Tensor")
    %e686 = tensor.empty() : tensor<2048xf32>
    %z687 = linalg.fill ins(%c1 : f32) outs(%e686 : tensor<2048xf32>) -> tensor<2048xf32>
    %r688 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg413 : tensor<2048x2xf32>) outs(%z687 : tensor<2048xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048xf32> loc("model.layers.0.mlp.gate:aten.sum.dim_IntList")
    %e689 = tensor.empty() : tensor<2048x2xf32>
    %r690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg414, %arg415 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e689 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.add.Tensor")
    %e691 = tensor.empty() : tensor<2048x8xf32>
    %r692 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e691 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten.zeros.default")
    %e693 = tensor.empty() : tensor<2048x8xf32>
    %z694 = linalg.fill ins(%c1 : f32) outs(%e693 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg416, %arg417, %arg418 : tensor<2048x2xi64>, tensor<2048x8xf32>, tensor<2048x2xf32>) outs(%z694 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.scatter.src"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten.scatter.src")
    %e696 = tensor.empty() : tensor<2048x8xf32>
    %z697 = linalg.fill ins(%c1 : f32) outs(%e696 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r698 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg419, %arg420 : tensor<2048x8xf32>, tensor<2048x8xf32>) outs(%z697 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten._softmax_backward_data.default")
    %e699 = tensor.empty() : tensor<2048x8xbf16>
    %r700 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg421 : tensor<2048x8xf32>) outs(%e699 : tensor<2048x8xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x8xbf16> loc("model.layers.0.mlp.gate:aten._to_copy.default")
    %e701 = tensor.empty() : tensor<8x4096xbf16>
    %z702 = linalg.fill ins(%c2 : bf16) outs(%e701 : tensor<8x4096xbf16>) -> tensor<8x4096xbf16>
    %r703 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg422, %arg423 : tensor<2048x8xbf16>, tensor<2048x4096xbf16>) outs(%z702 : tensor<8x4096xbf16>) {dimtune.role = "router", dimtune.pass = "wgrad"} -> tensor<8x4096xbf16> loc("model.layers.0.mlp.gate:aten.mm.default")
    %e704 = tensor.empty() : tensor<2048x4096xbf16>
    %z705 = linalg.fill ins(%c2 : bf16) outs(%e704 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r706 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg424, %arg425 : tensor<2048x8xbf16>, tensor<8x4096xbf16>) outs(%z705 : tensor<2048x4096xbf16>) {dimtune.role = "router", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.gate:aten.mm.default")
    %e707 = tensor.empty() : tensor<2048x4096xbf16>
    %r708 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg426, %arg427 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%e707 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.gate:aten.add.Tensor")
    %e709 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg428, %arg429 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e709 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e711 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg430, %arg431 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e711 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e713 = tensor.empty() : tensor<4096xbf16>
    %z714 = linalg.fill ins(%c2 : bf16) outs(%e713 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r715 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg432 : tensor<2x1024x4096xbf16>) outs(%z714 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e716 = tensor.empty() : tensor<2x1024x4096xf32>
    %r717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg433 : tensor<2x1024x4096xbf16>) outs(%e716 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e718 = tensor.empty() : tensor<2x1024x4096xf32>
    %r719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg434, %arg435 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e718 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e720 = tensor.empty() : tensor<2x1024x4096xf32>
    %r721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg436, %arg437 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e720 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e722 = tensor.empty() : tensor<2x1024xf32>
    %z723 = linalg.fill ins(%c1 : f32) outs(%e722 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg438 : tensor<2x1024x4096xf32>) outs(%z723 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e725 = tensor.empty() : tensor<2x1024xf32>
    %r726 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg439 : tensor<2x1024xf32>) outs(%e725 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e727 = tensor.empty() : tensor<2x1024xf32>
    %r728 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg440 : tensor<2x1024xf32>) outs(%e727 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e729 = tensor.empty() : tensor<2x1024xf32>
    %r730 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg441, %arg442 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e729 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e731 = tensor.empty() : tensor<2x1024x4096xf32>
    %r732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg443 : tensor<2x1024xf32>) outs(%e731 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e733 = tensor.empty() : tensor<2x1024x4096xf32>
    %r734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg444 : tensor<2x1024x4096xf32>) outs(%e733 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e735 = tensor.empty() : tensor<2x1024x4096xf32>
    %r736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg445 : tensor<2x1024x4096xf32>) outs(%e735 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e737 = tensor.empty() : tensor<2x1024x4096xf32>
    %r738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg446, %arg447 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e737 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e739 = tensor.empty() : tensor<2x1024x4096xf32>
    %r740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg448, %arg449 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e739 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e741 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg450 : tensor<2x1024x4096xf32>) outs(%e741 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e743 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg451, %arg452 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e743 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e745 = tensor.empty() : tensor<4096x4096xbf16>
    %z746 = linalg.fill ins(%c2 : bf16) outs(%e745 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r747 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg453, %arg454 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z746 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e748 = tensor.empty() : tensor<2048x4096xbf16>
    %z749 = linalg.fill ins(%c2 : bf16) outs(%e748 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r750 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg455, %arg456 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z749 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e751 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg457, %arg458 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e751 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e753 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg459 : tensor<2x1024x8x64xbf16>) outs(%e753 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e755 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg460 : tensor<2x1024x8x64xbf16>) outs(%e755 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e757 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg461 : tensor<2x1024x8x64xbf16>) outs(%e757 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e759 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg462, %arg463 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e759 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e761 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg464, %arg465 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e761 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e763 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg466, %arg467 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e763 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e765 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg468, %arg469 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e765 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e767 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg470 : tensor<2x1024x32x64xbf16>) outs(%e767 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e769 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg471 : tensor<2x1024x32x64xbf16>) outs(%e769 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e771 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r772 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg472 : tensor<2x1024x32x64xbf16>) outs(%e771 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e773 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg473, %arg474 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e773 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e775 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg475, %arg476 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e775 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e777 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r778 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg477, %arg478 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e777 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e779 = tensor.empty() : tensor<1024x4096xbf16>
    %z780 = linalg.fill ins(%c2 : bf16) outs(%e779 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r781 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg479, %arg480 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z780 : tensor<1024x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e782 = tensor.empty() : tensor<2048x4096xbf16>
    %z783 = linalg.fill ins(%c2 : bf16) outs(%e782 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r784 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg481, %arg482 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z783 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e785 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg483 : tensor<2x8x1024x128xbf16>) outs(%e785 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e787 = tensor.empty() : tensor<1024x4096xbf16>
    %z788 = linalg.fill ins(%c2 : bf16) outs(%e787 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r789 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg484, %arg485 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z788 : tensor<1024x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e790 = tensor.empty() : tensor<2048x4096xbf16>
    %z791 = linalg.fill ins(%c2 : bf16) outs(%e790 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r792 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg486, %arg487 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z791 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e793 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r794 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg488, %arg489 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e793 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e795 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg490 : tensor<2x32x1024x128xbf16>) outs(%e795 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e797 = tensor.empty() : tensor<4096x4096xbf16>
    %z798 = linalg.fill ins(%c2 : bf16) outs(%e797 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r799 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg491, %arg492 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z798 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e800 = tensor.empty() : tensor<2048x4096xbf16>
    %z801 = linalg.fill ins(%c2 : bf16) outs(%e800 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r802 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg493, %arg494 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z801 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e803 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg495, %arg496 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e803 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e805 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg497, %arg498 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e805 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e807 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg499, %arg500 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e807 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e809 = tensor.empty() : tensor<4096xbf16>
    %z810 = linalg.fill ins(%c2 : bf16) outs(%e809 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r811 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg501 : tensor<2x1024x4096xbf16>) outs(%z810 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e812 = tensor.empty() : tensor<2x1024x4096xf32>
    %r813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg502 : tensor<2x1024x4096xbf16>) outs(%e812 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e814 = tensor.empty() : tensor<2x1024x4096xf32>
    %r815 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg503, %arg504 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e814 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e816 = tensor.empty() : tensor<2x1024x4096xf32>
    %r817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg505, %arg506 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e816 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e818 = tensor.empty() : tensor<2x1024xf32>
    %z819 = linalg.fill ins(%c1 : f32) outs(%e818 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg507 : tensor<2x1024x4096xf32>) outs(%z819 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e821 = tensor.empty() : tensor<2x1024xf32>
    %r822 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg508 : tensor<2x1024xf32>) outs(%e821 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e823 = tensor.empty() : tensor<2x1024xf32>
    %r824 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg509 : tensor<2x1024xf32>) outs(%e823 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e825 = tensor.empty() : tensor<2x1024xf32>
    %r826 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg510, %arg511 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e825 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e827 = tensor.empty() : tensor<2x1024x4096xf32>
    %r828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg512 : tensor<2x1024xf32>) outs(%e827 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e829 = tensor.empty() : tensor<2x1024x4096xf32>
    %r830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg513 : tensor<2x1024x4096xf32>) outs(%e829 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e831 = tensor.empty() : tensor<2x1024x4096xf32>
    %r832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg514 : tensor<2x1024x4096xf32>) outs(%e831 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e833 = tensor.empty() : tensor<2x1024x4096xf32>
    %r834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg515, %arg516 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e833 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e835 = tensor.empty() : tensor<2x1024x4096xf32>
    %r836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg517, %arg518 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e835 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e837 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg519 : tensor<2x1024x4096xf32>) outs(%e837 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e839 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg520, %arg521 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e839 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e841 = tensor.empty() : tensor<32000x4096xbf16>
    %z842 = linalg.fill ins(%c2 : bf16) outs(%e841 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r843 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg522, %arg523 : tensor<2x1024xi64>, tensor<2x1024x4096xbf16>) outs(%z842 : tensor<32000x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<32000x4096xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r32, %r34, %r36, %r38, %r40, %r42, %r45, %r48, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r87, %r101, %gs108, %gs112, %r115, %r117, %r119, %r121, %r124, %r126, %r128, %r130, %r132, %r134, %r137, %r139, %r142, %r147#0, %r147#1, %r150, %r152, %r154, %r156, %r158, %r160, %r163, %r165, %r167, %r169, %r172, %r174, %r177, %r179, %r181, %r183, %r185, %r188, %r190, %r192, %r194, %r196, %r198, %r201, %r204, %r207, %r209, %r211, %r213, %r215, %r217, %r219, %r221, %r223, %r225, %r227, %r243, %r257, %gs264, %gs268, %r271, %r273, %r275, %r277, %r280, %r282, %r284, %r286, %r288, %r290, %r293, %r295, %r298, %r303#0, %r303#1, %r306, %r308, %r310, %r312, %r314, %r316, %r319, %r321, %r323, %r325, %r328, %r330, %r333, %r335, %r337, %r339, %r341, %r344, %r346, %r348, %r350, %r352, %r354, %r357, %r359, %r361, %r363, %r366, %r371#0, %r371#1, %r373, %r376, %r378, %r381, %r384, %r386, %r388, %r391, %r393, %r395, %r397, %r400, %r402, %r404, %r406, %r408, %r410, %r412, %r414, %r416, %r418, %r420, %r422, %r424, %r426, %r428, %r431, %r434, %r437, %r439, %r442, %r444, %r446, %r448, %r450, %r453, %r456, %r458, %r461, %r464, %r466, %r468, %r470, %r472, %r474, %r477, %r479, %r481, %r484, %r487, %r489, %r492, %r495, %r497, %r499, %r501, %r504, %r506, %r508, %r510, %r513, %r515, %r517, %r519, %r521, %r523, %r525, %r527, %r529, %r531, %r533, %r536, %r539, %r541, %r543, %r545, %r547, %r549, %r551, %r553, %r555, %r557, %r559, %r561, %r563, %r565, %r567, %r570, %r573, %r575, %r578, %r581, %r583, %r585, %r588, %r591, %r593, %r595, %r597, %r600, %r602, %r604, %r606, %r609, %r611, %r613, %r615, %r617, %r619, %r621, %r623, %r625, %r627, %r629, %r631, %r633, %r635, %r637, %r639, %r642, %r645, %r648, %r650, %r653, %r655, %r657, %r659, %r661, %r664, %r667, %r669, %r672, %r675, %r677, %r679, %r681, %r683, %r685, %r688, %r690, %r692, %r695, %r698, %r700, %r703, %r706, %r708, %r710, %r712, %r715, %r717, %r719, %r721, %r724, %r726, %r728, %r730, %r732, %r734, %r736, %r738, %r740, %r742, %r744, %r747, %r750, %r752, %r754, %r756, %r758, %r760, %r762, %r764, %r766, %r768, %r770, %r772, %r774, %r776, %r778, %r781, %r784, %r786, %r789, %r792, %r794, %r796, %r799, %r802, %r804, %r806, %r808, %r811, %r813, %r815, %r817, %r820, %r822, %r824, %r826, %r828, %r830, %r832, %r834, %r836, %r838, %r840, %r843 : tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2x4096xbf16>, tensor<4096xi64>, tensor<4096x28672x4096xbf16>, tensor<4096x28672x1xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x4096x14336xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2x4096xbf16>, tensor<4096xi64>, tensor<4096x28672x4096xbf16>, tensor<4096x28672x1xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x4096x14336xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x14336x1xbf16>, tensor<4096x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x14336x1xbf16>, tensor<4096x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<8x4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x4096x1xbf16>, tensor<4096x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<8x28672x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>
  }
}
