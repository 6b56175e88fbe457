module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<32000x4096xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<1024x128xf32>, %arg13: tensor<1024x128xf32>, %arg14: tensor<2x1024x4096xbf16>, %arg15: tensor<2x1024x4096xf32>, %arg16: tensor<2x1024x4096xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x4096xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x4096xf32>, %arg22: tensor<4096xbf16>, %arg23: tensor<2x1024x4096xbf16>, %arg24: tensor<2048x4096xbf16>, %arg25: tensor<4096x4096xbf16>, %arg26: tensor<2048x4096xbf16>, %arg27: tensor<1024x4096xbf16>, %arg28: tensor<2048x4096xbf16>, %arg29: tensor<1024x4096xbf16>, %arg30: tensor<2x1024x32x128xbf16>, %arg31: tensor<1024x128xbf16>, %arg32: tensor<2x1024x32x64xbf16>, %arg33: tensor<2x1024x32x64xbf16>, %arg34: tensor<2x1024x32x64xbf16>, %arg35: tensor<2x32x1024x128xbf16>, %arg36: tensor<1024x128xbf16>, %arg37: tensor<2x1024x32x128xbf16>, %arg38: tensor<2x32x1024x128xbf16>, %arg39: tensor<2x1024x8x128xbf16>, %arg40: tensor<1024x128xbf16>, %arg41: tensor<2x1024x8x64xbf16>, %arg42: tensor<2x1024x8x64xbf16>, %arg43: tensor<2x1024x8x64xbf16>, %arg44: tensor<2x8x1024x128xbf16>, %arg45: tensor<1024x128xbf16>, %arg46: tensor<2x1024x8x128xbf16>, %arg47: tensor<2x8x1024x128xbf16>, %arg48: tensor<2x32x1024x128xbf16>, %arg49: tensor<2x8x1024x128xbf16>, %arg50: tensor<2x8x1024x128xbf16>, %arg51: tensor<2x32x1024x128xbf16>, %arg52: tensor<2048x4096xbf16>, %arg53: tensor<4096x4096xbf16>, %arg54: tensor<2x1024x4096xbf16>, %arg55: tensor<2x1024x4096xbf16>, %arg56: tensor<2x1024x4096xbf16>, %arg57: tensor<2x1024x4096xf32>, %arg58: tensor<2x1024x4096xf32>, %arg59: tensor<2x1024xf32>, %arg60: tensor<2x1024xf32>, %arg61: tensor<2x1024x4096xf32>, %arg62: tensor<2x1024xf32>, %arg63: tensor<2x1024x4096xf32>, %arg64: tensor<4096xbf16>, %arg65: tensor<2x1024x4096xbf16>, %arg66: tensor<2048x4096xbf16>, %arg67: tensor<8x4096xbf16>, %arg68: tensor<2048x8xbf16>, %arg69: tensor<2048x8xf32>, %arg70: tensor<2048x8xf32>, %arg71: tensor<2048x2xf32>, %arg72: tensor<2048x2xf32>, %arg73: tensor<2048x2xf32>, %arg74: tensor<2048xf32>, %arg75: tensor<4096xi64>, %arg76: tensor<4096xi64>, %arg77: tensor<4096xi64>, %arg78: tensor<2048x4096xbf16>, %arg79: tensor<4096xi64>, %arg80: tensor<4096xf32>, %arg81: tensor<4096xi64>, %arg82: tensor<4096xi32>, %arg83: tensor<8xi32>, %arg84: tensor<4096xi64>, %arg85: tensor<4096xi64>, %arg86: tensor<4096x4096xbf16>, %arg87: tensor<4096xi1>, %arg88: tensor<8x512x4096xbf16>, %arg89: tensor<8x28672x4096xbf16>, %arg90: tensor<4096x28672xbf16>, %arg91: tensor<4096xi1>, %arg92: tensor<4096x14336xbf16>, %arg93: tensor<4096x14336xbf16>, %arg94: tensor<4096x14336xbf16>, %arg95: tensor<8x512x14336xbf16>, %arg96: tensor<8x4096x14336xbf16>, %arg97: tensor<4096x4096xbf16>, %arg98: tensor<4096xi1>, %arg99: tensor<4096x4096xbf16>, %arg100: tensor<4096xf32>, %arg101: tensor<4096xi64>, %arg102: tensor<4096xi64>, %arg103: tensor<4096xi64>, %arg104: tensor<4096xi64>, %arg105: tensor<4096x4096xf32>, %arg106: tensor<2048x2x4096xf32>, %arg107: tensor<2048x4096xf32>, %arg108: tensor<2x1024x4096xbf16>, %arg109: tensor<2x1024x4096xbf16>, %arg110: tensor<2x1024x4096xbf16>, %arg111: tensor<2x1024x4096xf32>, %arg112: tensor<2x1024x4096xf32>, %arg113: tensor<2x1024xf32>, %arg114: tensor<2x1024xf32>, %arg115: tensor<2x1024x4096xf32>, %arg116: tensor<2x1024xf32>, %arg117: tensor<2x1024x4096xf32>, %arg118: tensor<4096xbf16>, %arg119: tensor<2x1024x4096xbf16>, %arg120: tensor<2048x4096xbf16>, %arg121: tensor<4096x4096xbf16>, %arg122: tensor<2048x4096xbf16>, %arg123: tensor<1024x4096xbf16>, %arg124: tensor<2048x4096xbf16>, %arg125: tensor<1024x4096xbf16>, %arg126: tensor<2x1024x32x128xbf16>, %arg127: tensor<1024x128xbf16>, %arg128: tensor<2x1024x32x64xbf16>, %arg129: tensor<2x1024x32x64xbf16>, %arg130: tensor<2x1024x32x64xbf16>, %arg131: tensor<2x32x1024x128xbf16>, %arg132: tensor<1024x128xbf16>, %arg133: tensor<2x1024x32x128xbf16>, %arg134: tensor<2x32x1024x128xbf16>, %arg135: tensor<2x1024x8x128xbf16>, %arg136: tensor<1024x128xbf16>, %arg137: tensor<2x1024x8x64xbf16>, %arg138: tensor<2x1024x8x64xbf16>, %arg139: tensor<2x1024x8x64xbf16>, %arg140: tensor<2x8x1024x128xbf16>, %arg141: tensor<1024x128xbf16>, %arg142: tensor<2x1024x8x128xbf16>, %arg143: tensor<2x8x1024x128xbf16>, %arg144: tensor<2x32x1024x128xbf16>, %arg145: tensor<2x8x1024x128xbf16>, %arg146: tensor<2x8x1024x128xbf16>, %arg147: tensor<2x32x1024x128xbf16>, %arg148: tensor<2048x4096xbf16>, %arg149: tensor<4096x4096xbf16>, %arg150: tensor<2x1024x4096xbf16>, %arg151: tensor<2x1024x4096xbf16>, %arg152: tensor<2x1024x4096xbf16>, %arg153: tensor<2x1024x4096xf32>, %arg154: tensor<2x1024x4096xf32>, %arg155: tensor<2x1024xf32>, %arg156: tensor<2x1024xf32>, %arg157: tensor<2x1024x4096xf32>, %arg158: tensor<2x1024xf32>, %arg159: tensor<2x1024x4096xf32>, %arg160: tensor<4096xbf16>, %arg161: tensor<2x1024x4096xbf16>, %arg162: tensor<2048x4096xbf16>, %arg163: tensor<8x4096xbf16>, %arg164: tensor<2048x8xbf16>, %arg165: tensor<2048x8xf32>, %arg166: tensor<2048x8xf32>, %arg167: tensor<2048x2xf32>, %arg168: tensor<2048x2xf32>, %arg169: tensor<2048x2xf32>, %arg170: tensor<2048xf32>, %arg171: tensor<4096xi64>, %arg172: tensor<4096xi64>, %arg173: tensor<4096xi64>, %arg174: tensor<2048x4096xbf16>, %arg175: tensor<4096xi64>, %arg176: tensor<4096xf32>, %arg177: tensor<4096xi64>, %arg178: tensor<4096xi32>, %arg179: tensor<8xi32>, %arg180: tensor<4096xi64>, %arg181: tensor<4096xi64>, %arg182: tensor<4096x4096xbf16>, %arg183: tensor<4096xi1>, %arg184: tensor<8x512x4096xbf16>, %arg185: tensor<8x28672x4096xbf16>, %arg186: tensor<4096x28672xbf16>, %arg187: tensor<4096xi1>, %arg188: tensor<4096x14336xbf16>, %arg189: tensor<4096x14336xbf16>, %arg190: tensor<4096x14336xbf16>, %arg191: tensor<8x512x14336xbf16>, %arg192: tensor<8x4096x14336xbf16>, %arg193: tensor<4096x4096xbf16>, %arg194: tensor<4096xi1>, %arg195: tensor<4096x4096xbf16>, %arg196: tensor<4096xf32>, %arg197: tensor<4096xi64>, %arg198: tensor<4096xi64>, %arg199: tensor<4096xi64>, %arg200: tensor<4096xi64>, %arg201: tensor<4096x4096xf32>, %arg202: tensor<2048x2x4096xf32>, %arg203: tensor<2048x4096xf32>, %arg204: tensor<2x1024x4096xbf16>, %arg205: tensor<2x1024x4096xbf16>, %arg206: tensor<2x1024x4096xbf16>, %arg207: tensor<2x1024x4096xf32>, %arg208: tensor<2x1024x4096xf32>, %arg209: tensor<2x1024xf32>, %arg210: tensor<2x1024xf32>, %arg211: tensor<2x1024x4096xf32>, %arg212: tensor<2x1024xf32>, %arg213: tensor<2x1024x4096xf32>, %arg214: tensor<4096xbf16>, %arg215: tensor<2x1024x4096xbf16>, %arg216: tensor<2048x4096xbf16>, %arg217: tensor<32000x4096xbf16>, %arg218: tensor<2x1024x32000xbf16>, %arg219: tensor<2x1024xi64>, %arg220: tensor<2x1024xi64>, %arg221: tensor<2048x32000xf32>, %arg222: tensor<2048xi64>, %arg223: tensor<f32>, %arg224: tensor<2048xi64>, %arg225: tensor<f32>, %arg226: tensor<2048x32000xf32>, %arg227: tensor<2048x32000xf32>, %arg228: tensor<2x1024x32000xf32>, %arg229: tensor<2048x32000xbf16>, %arg230: tensor<2048x4096xbf16>, %arg231: tensor<2048x32000xbf16>, %arg232: tensor<32000x4096xbf16>, %arg233: tensor<2x1024x4096xbf16>, %arg234: tensor<4096xbf16>, %arg235: tensor<2x1024x4096xbf16>, %arg236: tensor<2x1024x4096xbf16>, %arg237: tensor<2x1024x4096xbf16>, %arg238: tensor<2x1024x4096xbf16>, %arg239: tensor<2x1024x4096xf32>, %arg240: tensor<2x1024x4096xf32>, %arg241: tensor<2x1024x4096xf32>, %arg242: tensor<2x1024xf32>, %arg243: tensor<2x1024x4096xf32>, %arg244: tensor<2x1024xf32>, %arg245: tensor<2x1024xf32>, %arg246: tensor<2x1024xf32>, %arg247: tensor<2x1024xf32>, %arg248: tensor<2x1024xf32>, %arg249: tensor<2x1024x4096xf32>, %arg250: tensor<2x1024x4096xf32>, %arg251: tensor<2x1024x4096xf32>, %arg252: tensor<2x1024x4096xf32>, %arg253: tensor<2x1024x4096xf32>, %arg254: tensor<2x1024x4096xf32>, %arg255: tensor<2x1024x4096xf32>, %arg256: tensor<2048x4096xbf16>, %arg257: tensor<2048x4096xf32>, %arg258: tensor<4096xi64>, %arg259: tensor<4096x4096xf32>, %arg260: tensor<4096x4096xf32>, %arg261: tensor<4096x4096xf32>, %arg262: tensor<4096x4096xbf16>, %arg263: tensor<4096x4096xf32>, %arg264: tensor<4096xf32>, %arg265: tensor<4096x4096xf32>, %arg266: tensor<4096x4096xf32>, %arg267: tensor<4096x4096xbf16>, %arg268: tensor<4096xi1>, %arg269: tensor<8x512x4096xbf16>, %arg270: tensor<8x512x14336xbf16>, %arg271: tensor<8x512x4096xbf16>, %arg272: tensor<8x4096x14336xbf16>, %arg273: tensor<4096x14336xbf16>, %arg274: tensor<4096x14336xbf16>, %arg275: tensor<4096x14336xbf16>, %arg276: tensor<4096x14336xbf16>, %arg277: tensor<4096x14336xbf16>, %arg278: tensor<4096x14336xbf16>, %arg279: tensor<4096x14336xbf16>, %arg280: tensor<4096x14336xbf16>, %arg281: tensor<4096x28672xbf16>, %arg282: tensor<4096xi1>, %arg283: tensor<8x512x28672xbf16>, %arg284: tensor<8x512x4096xbf16>, %arg285: tensor<8x512x28672xbf16>, %arg286: tensor<8x28672x4096xbf16>, %arg287: tensor<4096x4096xbf16>, %arg288: tensor<4096xi1>, %arg289: tensor<4096xi64>, %arg290: tensor<4096xf32>, %arg291: tensor<4096xf32>, %arg292: tensor<4096xi64>, %arg293: tensor<2048x4096xbf16>, %arg294: tensor<4096x4096xbf16>, %arg295: tensor<2048x2xf32>, %arg296: tensor<2048xf32>, %arg297: tensor<2048x2xf32>, %arg298: tensor<2048xf32>, %arg299: tensor<2048x2xf32>, %arg300: tensor<2048x2xf32>, %arg301: tensor<2048x2xf32>, %arg302: tensor<2048x2xf32>, %arg303: tensor<2048xf32>, %arg304: tensor<2048x2xf32>, %arg305: tensor<2048x2xf32>, %arg306: tensor<2048xf32>, %arg307: tensor<2048x2xi64>, %arg308: tensor<2048x8xf32>, %arg309: tensor<2048x2xf32>, %arg310: tensor<2048x8xf32>, %arg311: tensor<2048x8xf32>, %arg312: tensor<2048x8xf32>, %arg313: tensor<2048x8xbf16>, %arg314: tensor<2048x4096xbf16>, %arg315: tensor<2048x8xbf16>, %arg316: tensor<8x4096xbf16>, %arg317: tensor<2048x4096xbf16>, %arg318: tensor<2048x4096xbf16>, %arg319: tensor<2x1024x4096xbf16>, %arg320: tensor<4096xbf16>, %arg321: tensor<2x1024x4096xbf16>, %arg322: tensor<2x1024x4096xbf16>, %arg323: tensor<2x1024x4096xbf16>, %arg324: tensor<2x1024x4096xbf16>, %arg325: tensor<2x1024x4096xf32>, %arg326: tensor<2x1024x4096xf32>, %arg327: tensor<2x1024x4096xf32>, %arg328: tensor<2x1024xf32>, %arg329: tensor<2x1024x4096xf32>, %arg330: tensor<2x1024xf32>, %arg331: tensor<2x1024xf32>, %arg332: tensor<2x1024xf32>, %arg333: tensor<2x1024xf32>, %arg334: tensor<2x1024xf32>, %arg335: tensor<2x1024x4096xf32>, %arg336: tensor<2x1024x4096xf32>, %arg337: tensor<2x1024x4096xf32>, %arg338: tensor<2x1024x4096xf32>, %arg339: tensor<2x1024x4096xf32>, %arg340: tensor<2x1024x4096xf32>, %arg341: tensor<2x1024x4096xf32>, %arg342: tensor<2x1024x4096xbf16>, %arg343: tensor<2x1024x4096xbf16>, %arg344: tensor<2048x4096xbf16>, %arg345: tensor<2048x4096xbf16>, %arg346: tensor<2048x4096xbf16>, %arg347: tensor<4096x4096xbf16>, %arg348: tensor<2x1024x8x128xbf16>, %arg349: tensor<1024x128xbf16>, %arg350: tensor<2x1024x8x64xbf16>, %arg351: tensor<2x1024x8x64xbf16>, %arg352: tensor<2x1024x8x64xbf16>, %arg353: tensor<2x8x1024x128xbf16>, %arg354: tensor<2x8x1024x128xbf16>, %arg355: tensor<2x1024x8x128xbf16>, %arg356: tensor<1024x128xbf16>, %arg357: tensor<2x8x1024x128xbf16>, %arg358: tensor<2x1024x8x128xbf16>, %arg359: tensor<2x1024x32x128xbf16>, %arg360: tensor<1024x128xbf16>, %arg361: tensor<2x1024x32x64xbf16>, %arg362: tensor<2x1024x32x64xbf16>, %arg363: tensor<2x1024x32x64xbf16>, %arg364: tensor<2x32x1024x128xbf16>, %arg365: tensor<2x32x1024x128xbf16>, %arg366: tensor<2x1024x32x128xbf16>, %arg367: tensor<1024x128xbf16>, %arg368: tensor<2x32x1024x128xbf16>, %arg369: tensor<2x1024x32x128xbf16>, %arg370: tensor<2048x1024xbf16>, %arg371: tensor<2048x4096xbf16>, %arg372: tensor<2048x1024xbf16>, %arg373: tensor<1024x4096xbf16>, %arg374: tensor<2x8x1024x128xbf16>, %arg375: tensor<2048x1024xbf16>, %arg376: tensor<2048x4096xbf16>, %arg377: tensor<2048x1024xbf16>, %arg378: tensor<1024x4096xbf16>, %arg379: tensor<2x1024x4096xbf16>, %arg380: tensor<2x1024x4096xbf16>, %arg381: tensor<2x32x1024x128xbf16>, %arg382: tensor<2048x4096xbf16>, %arg383: tensor<2048x4096xbf16>, %arg384: tensor<2048x4096xbf16>, %arg385: tensor<4096x4096xbf16>, %arg386: tensor<2x1024x4096xbf16>, %arg387: tensor<2x1024x4096xbf16>, %arg388: tensor<2x1024x4096xbf16>, %arg389: tensor<4096xbf16>, %arg390: tensor<2x1024x4096xbf16>, %arg391: tensor<2x1024x4096xbf16>, %arg392: tensor<2x1024x4096xbf16>, %arg393: tensor<2x1024x4096xbf16>, %arg394: tensor<2x1024x4096xf32>, %arg395: tensor<2x1024x4096xf32>, %arg396: tensor<2x1024x4096xf32>, %arg397: tensor<2x1024xf32>, %arg398: tensor<2x1024x4096xf32>, %arg399: tensor<2x1024xf32>, %arg400: tensor<2x1024xf32>, %arg401: tensor<2x1024xf32>, %arg402: tensor<2x1024xf32>, %arg403: tensor<2x1024xf32>, %arg404: tensor<2x1024x4096xf32>, %arg405: tensor<2x1024x4096xf32>, %arg406: tensor<2x1024x4096xf32>, %arg407: tensor<2x1024x4096xf32>, %arg408: tensor<2x1024x4096xf32>, %arg409: tensor<2x1024x4096xf32>, %arg410: tensor<2x1024x4096xf32>, %arg411: tensor<2x1024x4096xbf16>, %arg412: tensor<2x1024x4096xbf16>, %arg413: tensor<2048x4096xbf16>, %arg414: tensor<2048x4096xf32>, %arg415: tensor<4096xi64>, %arg416: tensor<4096x4096xf32>, %arg417: tensor<4096x4096xf32>, %arg418: tensor<4096x4096xf32>, %arg419: tensor<4096x4096xbf16>, %arg420: tensor<4096x4096xf32>, %arg421: tensor<4096xf32>, %arg422: tensor<4096x4096xf32>, %arg423: tensor<4096x4096xf32>, %arg424: tensor<4096x4096xbf16>, %arg425: tensor<4096xi1>, %arg426: tensor<8x512x4096xbf16>, %arg427: tensor<8x512x14336xbf16>, %arg428: tensor<8x512x4096xbf16>, %arg429: tensor<8x4096x14336xbf16>, %arg430: tensor<4096x14336xbf16>, %arg431: tensor<4096x14336xbf16>, %arg432: tensor<4096x14336xbf16>, %arg433: tensor<4096x14336xbf16>, %arg434: tensor<4096x14336xbf16>, %arg435: tensor<4096x14336xbf16>, %arg436: tensor<4096x14336xbf16>, %arg437: tensor<4096x14336xbf16>, %arg438: tensor<4096x28672xbf16>, %arg439: tensor<4096xi1>, %arg440: tensor<8x512x28672xbf16>, %arg441: tensor<8x512x4096xbf16>, %arg442: tensor<8x512x28672xbf16>, %arg443: tensor<8x28672x4096xbf16>, %arg444: tensor<4096x4096xbf16>, %arg445: tensor<4096xi1>, %arg446: tensor<4096xi64>, %arg447: tensor<4096xf32>, %arg448: tensor<4096xf32>, %arg449: tensor<4096xi64>, %arg450: tensor<2048x4096xbf16>, %arg451: tensor<4096x4096xbf16>, %arg452: tensor<2048x2xf32>, %arg453: tensor<2048xf32>, %arg454: tensor<2048x2xf32>, %arg455: tensor<2048xf32>, %arg456: tensor<2048x2xf32>, %arg457: tensor<2048x2xf32>, %arg458: tensor<2048x2xf32>, %arg459: tensor<2048x2xf32>, %arg460: tensor<2048xf32>, %arg461: tensor<2048x2xf32>, %arg462: tensor<2048x2xf32>, %arg463: tensor<2048xf32>, %arg464: tensor<2048x2xi64>, %arg465: tensor<2048x8xf32>, %arg466: tensor<2048x2xf32>, %arg467: tensor<2048x8xf32>, %arg468: tensor<2048x8xf32>, %arg469: tensor<2048x8xf32>, %arg470: tensor<2048x8xbf16>, %arg471: tensor<2048x4096xbf16>, %arg472: tensor<2048x8xbf16>, %arg473: tensor<8x4096xbf16>, %arg474: tensor<2048x4096xbf16>, %arg475: tensor<2048x4096xbf16>, %arg476: tensor<2x1024x4096xbf16>, %arg477: tensor<4096xbf16>, %arg478: tensor<2x1024x4096xbf16>, %arg479: tensor<2x1024x4096xbf16>, %arg480: tensor<2x1024x4096xbf16>, %arg481: tensor<2x1024x4096xbf16>, %arg482: tensor<2x1024x4096xf32>, %arg483: tensor<2x1024x4096xf32>, %arg484: tensor<2x1024x4096xf32>, %arg485: tensor<2x1024xf32>, %arg486: tensor<2x1024x4096xf32>, %arg487: tensor<2x1024xf32>, %arg488: tensor<2x1024xf32>, %arg489: tensor<2x1024xf32>, %arg490: tensor<2x1024xf32>, %arg491: tensor<2x1024xf32>, %arg492: tensor<2x1024x4096xf32>, %arg493: tensor<2x1024x4096xf32>, %arg494: tensor<2x1024x4096xf32>, %arg495: tensor<2x1024x4096xf32>, %arg496: tensor<2x1024x4096xf32>, %arg497: tensor<2x1024x4096xf32>, %arg498: tensor<2x1024x4096xf32>, %arg499: tensor<2x1024x4096xbf16>, %arg500: tensor<2x1024x4096xbf16>, %arg501: tensor<2048x4096xbf16>, %arg502: tensor<2048x4096xbf16>, %arg503: tensor<2048x4096xbf16>, %arg504: tensor<4096x4096xbf16>, %arg505: tensor<2x1024x8x128xbf16>, %arg506: tensor<1024x128xbf16>, %arg507: tensor<2x1024x8x64xbf16>, %arg508: tensor<2x1024x8x64xbf16>, %arg509: tensor<2x1024x8x64xbf16>, %arg510: tensor<2x8x1024x128xbf16>, %arg511: tensor<2x8x1024x128xbf16>, %arg512: tensor<2x1024x8x128xbf16>, %arg513: tensor<1024x128xbf16>, %arg514: tensor<2x8x1024x128xbf16>, %arg515: tensor<2x1024x8x128xbf16>, %arg516: tensor<2x1024x32x128xbf16>, %arg517: tensor<1024x128xbf16>, %arg518: tensor<2x1024x32x64xbf16>, %arg519: tensor<2x1024x32x64xbf16>, %arg520: tensor<2x1024x32x64xbf16>, %arg521: tensor<2x32x1024x128xbf16>, %arg522: tensor<2x32x1024x128xbf16>, %arg523: tensor<2x1024x32x128xbf16>, %arg524: tensor<1024x128xbf16>, %arg525: tensor<2x32x1024x128xbf16>, %arg526: tensor<2x1024x32x128xbf16>, %arg527: tensor<2048x1024xbf16>, %arg528: tensor<2048x4096xbf16>, %arg529: tensor<2048x1024xbf16>, %arg530: tensor<1024x4096xbf16>, %arg531: tensor<2x8x1024x128xbf16>, %arg532: tensor<2048x1024xbf16>, %arg533: tensor<2048x4096xbf16>, %arg534: tensor<2048x1024xbf16>, %arg535: tensor<1024x4096xbf16>, %arg536: tensor<2x1024x4096xbf16>, %arg537: tensor<2x1024x4096xbf16>, %arg538: tensor<2x32x1024x128xbf16>, %arg539: tensor<2048x4096xbf16>, %arg540: tensor<2048x4096xbf16>, %arg541: tensor<2048x4096xbf16>, %arg542: tensor<4096x4096xbf16>, %arg543: tensor<2x1024x4096xbf16>, %arg544: tensor<2x1024x4096xbf16>, %arg545: tensor<2x1024x4096xbf16>, %arg546: tensor<4096xbf16>, %arg547: tensor<2x1024x4096xbf16>, %arg548: tensor<2x1024x4096xbf16>, %arg549: tensor<2x1024x4096xbf16>, %arg550: tensor<2x1024x4096xbf16>, %arg551: tensor<2x1024x4096xf32>, %arg552: tensor<2x1024x4096xf32>, %arg553: tensor<2x1024x4096xf32>, %arg554: tensor<2x1024xf32>, %arg555: tensor<2x1024x4096xf32>, %arg556: tensor<2x1024xf32>, %arg557: tensor<2x1024xf32>, %arg558: tensor<2x1024xf32>, %arg559: tensor<2x1024xf32>, %arg560: tensor<2x1024xf32>, %arg561: tensor<2x1024x4096xf32>, %arg562: tensor<2x1024x4096xf32>, %arg563: tensor<2x1024x4096xf32>, %arg564: tensor<2x1024x4096xf32>, %arg565: tensor<2x1024x4096xf32>, %arg566: tensor<2x1024x4096xf32>, %arg567: tensor<2x1024x4096xf32>, %arg568: tensor<2x1024x4096xbf16>, %arg569: tensor<2x1024x4096xbf16>, %arg570: tensor<2x1024xi64>, %arg571: tensor<2x1024x4096xbf16>) -> (tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xi32>, tensor<8xi32>, tensor<8xi32>, tensor<4096xi1>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<8x512x28672xbf16>, tensor<4096x28672xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xi32>, tensor<8xi32>, tensor<8xi32>, tensor<4096xi1>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<8x512x28672xbf16>, tensor<4096x28672xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x4096xbf16>, tensor<8x4096x14336xbf16>, tensor<8x512x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x28672xbf16>, tensor<8x28672x4096xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x4096xbf16>, tensor<8x4096x14336xbf16>, tensor<8x512x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x28672xbf16>, tensor<8x28672x4096xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 8.838835e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %c5 = arith.constant 0 : i32
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
    %e155 = tensor.empty() : tensor<4096xi64>
    %z156 = linalg.fill ins(%c0 : i64) outs(%e155 : tensor<4096xi64>) -> tensor<4096xi64>
    %e157 = tensor.empty() : tensor<4096xi64>
    %z158 = linalg.fill ins(%c0 : i64) outs(%e157 : tensor<4096xi64>) -> tensor<4096xi64>
    %r159:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} ins(%arg75 : tensor<4096xi64>) outs(%z156, %z158 : tensor<4096xi64>, tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.sort.default"} {
    ^bb0(%in0: i64, %out0: i64, %out1: i64):
      %b1 = arith.addi %out0, %in0 : i64
      %b2 = arith.addi %out1, %in0 : i64
      linalg.yield %b1, %b2 : i64, i64
    } -> (tensor<4096xi64>, tensor<4096xi64>) loc("model.layers.0.mlp.experts:aten.sort.default")
    %e160 = tensor.empty() : tensor<4096xi64>
    %r161 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg76 : tensor<4096xi64>) outs(%e160 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.floor_divide.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<4096xi64> loc("model.layers.0.mlp.experts:aten.floor_divide.default")
    %e162 = tensor.empty() : tensor<4096x4096xbf16>
    %r163 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg77 : tensor<4096xi64>) outs(%e162 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg78[%b1, %b2] : tensor<2048x4096xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.0.mlp.experts:aten.index.Tensor")
    %e164 = tensor.empty() : tensor<4096xf32>
    %r165 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg79 : tensor<4096xi64>) outs(%e164 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = tensor.extract %arg80[%b1] : tensor<4096xf32>
      linalg.yield %b2 : f32
    } -> tensor<4096xf32> loc("model.layers.0.mlp.experts:aten.index.Tensor")
    %e166 = tensor.empty() : tensor<4096xi32>
    %r167 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg81 : tensor<4096xi64>) outs(%e166 : tensor<4096xi32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: i64, %out0: i32):
      %b1 = arith.trunci %in0 : i64 to i32
      linalg.yield %b1 : i32
    } -> tensor<4096xi32> loc("model.layers.0.mlp.experts:aten._to_copy.default")
    %e168 = tensor.empty() : tensor<8xi32>
    %r169 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<4096xi32>) outs(%e168 : tensor<8xi32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.histc.default"} {
    ^bb0(%in0: i32, %out0: i32):
      linalg.yield %in0 : i32
    } -> tensor<8xi32> loc("model.layers.0.mlp.experts:aten.histc.default")
    %e170 = tensor.empty() : tensor<8xi32>
    %z171 = linalg.fill ins(%c5 : i32) outs(%e170 : tensor<8xi32>) -> tensor<8xi32>
    %r172 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} ins(%arg83 : tensor<8xi32>) outs(%z171 : tensor<8xi32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.cumsum.default"} {
    ^bb0(%in0: i32, %out0: i32):
      %b1 = arith.addi %out0, %in0 : i32
      linalg.yield %b1 : i32
    } -> tensor<8xi32> loc("model.layers.0.mlp.experts:aten.cumsum.default")
    %e173 = tensor.empty() : tensor<4096xi1>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg84 : tensor<4096xi64>) outs(%e173 : tensor<4096xi1>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.ge.Scalar"} {
    ^bb0(%in0: i64, %out0: i1):
      %b1 = arith.trunci %in0 : i64 to i1
      linalg.yield %b1 : i1
    } -> tensor<4096xi1> loc("model.layers.0.mlp.experts:aten.ge.Scalar")
    %e175 = tensor.empty() : tensor<4096xi64>
    %r176 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg85 : tensor<4096xi64>) outs(%e175 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.clamp_.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<4096xi64> loc("model.layers.0.mlp.experts:aten.clamp_.default")
    %e177 = tensor.empty() : tensor<4096x4096xbf16>
    %r178 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg86, %arg87 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e177 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.masked_fill_.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.0.mlp.experts:aten.masked_fill_.Scalar")
    %e179 = tensor.empty() : tensor<8x512x28672xbf16>
    %z180 = linalg.fill ins(%c2 : bf16) outs(%e179 : tensor<8x512x28672xbf16>) -> tensor<8x512x28672xbf16>
    %r181 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg88, %arg89 : tensor<8x512x4096xbf16>, tensor<8x28672x4096xbf16>) outs(%z180 : tensor<8x512x28672xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<8x512x28672xbf16> loc("model.layers.0.mlp.experts:aten._grouped_mm.default")
    %e182 = tensor.empty() : tensor<4096x28672xbf16>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg90, %arg91 : tensor<4096x28672xbf16>, tensor<4096xi1>) outs(%e182 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.0.mlp.experts:aten.masked_fill.Scalar")
    %e184 = tensor.empty() : tensor<4096x14336xbf16>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg92 : tensor<4096x14336xbf16>) outs(%e184 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts.act_fn:aten.silu.default")
    %e186 = tensor.empty() : tensor<4096x14336xbf16>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg93, %arg94 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e186 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e188 = tensor.empty() : tensor<8x512x4096xbf16>
    %z189 = linalg.fill ins(%c2 : bf16) outs(%e188 : tensor<8x512x4096xbf16>) -> tensor<8x512x4096xbf16>
    %r190 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg95, %arg96 : tensor<8x512x14336xbf16>, tensor<8x4096x14336xbf16>) outs(%z189 : tensor<8x512x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<8x512x4096xbf16> loc("model.layers.0.mlp.experts:aten._grouped_mm.default")
    %e191 = tensor.empty() : tensor<4096x4096xbf16>
    %r192 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg97, %arg98 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e191 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.0.mlp.experts:aten.masked_fill.Scalar")
    %e193 = tensor.empty() : tensor<4096x4096xf32>
    %r194 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg99, %arg100 : tensor<4096x4096xbf16>, tensor<4096xf32>) outs(%e193 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e195 = tensor.empty() : tensor<4096xi64>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e195 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<4096xi64> loc("model.layers.0.mlp.experts:aten.arange.default")
    %e197 = tensor.empty() : tensor<4096xi64>
    %z198 = linalg.fill ins(%c0 : i64) outs(%e197 : tensor<4096xi64>) -> tensor<4096xi64>
    %r199 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg101, %arg102, %arg103 : tensor<4096xi64>, tensor<4096xi64>, tensor<4096xi64>) outs(%z198 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index_put_.default"} {
    ^bb0(%in0: i64, %in1: i64, %in2: i64, %out0: i64):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 0 : index
      %b3 = arith.cmpi eq, %b1, %b2 : index
      %b4 = arith.select %b3, %in2, %c0 : i64
      %b5 = arith.addi %out0, %b4 : i64
      linalg.yield %b5 : i64
    } -> tensor<4096xi64> loc("model.layers.0.mlp.experts:aten.index_put_.default")
    %e200 = tensor.empty() : tensor<4096x4096xf32>
    %r201 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg104 : tensor<4096xi64>) outs(%e200 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg105[%b1, %b2] : tensor<4096x4096xf32>
      linalg.yield %b3 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.index.Tensor")
    %e202 = tensor.empty() : tensor<2048x4096xf32>
    %z203 = linalg.fill ins(%c1 : f32) outs(%e202 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %r204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg106 : tensor<2048x2x4096xf32>) outs(%z203 : tensor<2048x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.0.mlp.experts:aten.sum.dim_IntList")
    %e205 = tensor.empty() : tensor<2048x4096xbf16>
    %r206 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg107 : tensor<2048x4096xf32>) outs(%e205 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.experts:aten._to_copy.default")
    %e207 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg108, %arg109 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e207 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e209 = tensor.empty() : tensor<2x1024x4096xf32>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110 : tensor<2x1024x4096xbf16>) outs(%e209 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e211 = tensor.empty() : tensor<2x1024x4096xf32>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<2x1024x4096xf32>) outs(%e211 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e213 = tensor.empty() : tensor<2x1024xf32>
    %z214 = linalg.fill ins(%c1 : f32) outs(%e213 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg112 : tensor<2x1024x4096xf32>) outs(%z214 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e216 = tensor.empty() : tensor<2x1024xf32>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<2x1024xf32>) outs(%e216 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e218 = tensor.empty() : tensor<2x1024xf32>
    %r219 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg114 : tensor<2x1024xf32>) outs(%e218 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e220 = tensor.empty() : tensor<2x1024x4096xf32>
    %r221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg115, %arg116 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e220 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e222 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg117 : tensor<2x1024x4096xf32>) outs(%e222 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e224 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg118, %arg119 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e224 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e226 = tensor.empty() : tensor<2048x4096xbf16>
    %z227 = linalg.fill ins(%c2 : bf16) outs(%e226 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r228 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg120, %arg121 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z227 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e229 = tensor.empty() : tensor<2048x1024xbf16>
    %z230 = linalg.fill ins(%c2 : bf16) outs(%e229 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r231 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg122, %arg123 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z230 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e232 = tensor.empty() : tensor<2048x1024xbf16>
    %z233 = linalg.fill ins(%c2 : bf16) outs(%e232 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r234 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg124, %arg125 : tensor<2048x4096xbf16>, tensor<1024x4096xbf16>) outs(%z233 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e235 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg126, %arg127 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e235 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e237 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg128 : tensor<2x1024x32x64xbf16>) outs(%e237 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e239 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg129, %arg130 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e239 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e241 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r242 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg131, %arg132 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e241 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e243 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg133, %arg134 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e243 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e245 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg135, %arg136 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e245 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e247 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg137 : tensor<2x1024x8x64xbf16>) outs(%e247 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e249 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg138, %arg139 : tensor<2x1024x8x64xbf16>, tensor<2x1024x8x64xbf16>) outs(%e249 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e251 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg140, %arg141 : tensor<2x8x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e251 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e253 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg142, %arg143 : tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e253 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e255 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc256 = linalg.broadcast ins(%arg145 : tensor<2x8x1024x128xbf16>) outs(%e255 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv257 = tensor.collapse_shape %bc256 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e258 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc259 = linalg.broadcast ins(%arg146 : tensor<2x8x1024x128xbf16>) outs(%e258 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv260 = tensor.collapse_shape %bc259 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e261 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z262 = linalg.fill ins(%c2 : bf16) outs(%e261 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg144, %kv257 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z262 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e265 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r263 : tensor<2x32x1024x1024xbf16>) outs(%e265 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e267 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p266 = linalg.softmax dimension(3) ins(%m264 : tensor<2x32x1024x1024xbf16>) outs(%e267 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e268 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z269 = linalg.fill ins(%c2 : bf16) outs(%e268 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p266, %kv260 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z269 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e271 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z272 = linalg.fill ins(%c2 : bf16) outs(%e271 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg147, %kv260 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z272 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e274 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z275 = linalg.fill ins(%c2 : bf16) outs(%e274 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p266, %arg147 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z275 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e277 = tensor.empty() : tensor<2x32x1024xbf16>
    %z278 = linalg.fill ins(%c2 : bf16) outs(%e277 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p266, %r273 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z278 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e281 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p266, %r273, %rs279 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e281 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e282 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z283 = linalg.fill ins(%c2 : bf16) outs(%e282 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds280, %kv257 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z283 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e285 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z286 = linalg.fill ins(%c2 : bf16) outs(%e285 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds280, %arg144 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z286 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %g288 = tensor.expand_shape %r287 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e289 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z290 = linalg.fill ins(%c2 : bf16) outs(%e289 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs291 = linalg.reduce ins(%g288 : tensor<2x8x4x1024x128xbf16>) outs(%z290 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g292 = tensor.expand_shape %r276 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e293 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z294 = linalg.fill ins(%c2 : bf16) outs(%e293 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs295 = linalg.reduce ins(%g292 : tensor<2x8x4x1024x128xbf16>) outs(%z294 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e296 = tensor.empty() : tensor<2048x4096xbf16>
    %z297 = linalg.fill ins(%c2 : bf16) outs(%e296 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r298 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg148, %arg149 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z297 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e299 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg150, %arg151 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e299 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e301 = tensor.empty() : tensor<2x1024x4096xf32>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg152 : tensor<2x1024x4096xbf16>) outs(%e301 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e303 = tensor.empty() : tensor<2x1024x4096xf32>
    %r304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg153 : tensor<2x1024x4096xf32>) outs(%e303 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e305 = tensor.empty() : tensor<2x1024xf32>
    %z306 = linalg.fill ins(%c1 : f32) outs(%e305 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg154 : tensor<2x1024x4096xf32>) outs(%z306 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e308 = tensor.empty() : tensor<2x1024xf32>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg155 : tensor<2x1024xf32>) outs(%e308 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e310 = tensor.empty() : tensor<2x1024xf32>
    %r311 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg156 : tensor<2x1024xf32>) outs(%e310 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e312 = tensor.empty() : tensor<2x1024x4096xf32>
    %r313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157, %arg158 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e312 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e314 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg159 : tensor<2x1024x4096xf32>) outs(%e314 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e316 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg160, %arg161 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e316 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e318 = tensor.empty() : tensor<2048x8xbf16>
    %z319 = linalg.fill ins(%c2 : bf16) outs(%e318 : tensor<2048x8xbf16>) -> tensor<2048x8xbf16>
    %r320 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg162, %arg163 : tensor<2048x4096xbf16>, tensor<8x4096xbf16>) outs(%z319 : tensor<2048x8xbf16>) {dimtune.role = "router", dimtune.pass = "fwd"} -> tensor<2048x8xbf16> loc("model.layers.1.mlp.gate:aten.mm.default")
    %e321 = tensor.empty() : tensor<2048x8xf32>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg164 : tensor<2048x8xbf16>) outs(%e321 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten._to_copy.default")
    %e323 = tensor.empty() : tensor<2048x8xf32>
    %z324 = linalg.fill ins(%c1 : f32) outs(%e323 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r325 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg165 : tensor<2048x8xf32>) outs(%z324 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten._softmax.default")
    %e326 = tensor.empty() : tensor<2048x2xf32>
    %z327 = linalg.fill ins(%c1 : f32) outs(%e326 : tensor<2048x2xf32>) -> tensor<2048x2xf32>
    %e328 = tensor.empty() : tensor<2048x2xi64>
    %z329 = linalg.fill ins(%c0 : i64) outs(%e328 : tensor<2048x2xi64>) -> tensor<2048x2xi64>
    %r330:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg166 : tensor<2048x8xf32>) outs(%z327, %z329 : tensor<2048x2xf32>, tensor<2048x2xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.topk.default"} {
    ^bb0(%in0: f32, %out0: f32, %out1: i64):
      %b1 = arith.addf %out0, %in0 : f32
      %b2 = arith.fptosi %in0 : f32 to i64
      %b3 = arith.addi %out1, %b2 : i64
      linalg.yield %b1, %b3 : f32, i64
    } -> (tensor<2048x2xf32>, tensor<2048x2xi64>) loc("model.layers.1.mlp.gate:aten.topk.default")
    %e331 = tensor.empty() : tensor<2048xf32>
    %z332 = linalg.fill ins(%c1 : f32) outs(%e331 : tensor<2048xf32>) -> tensor<2048xf32>
    %r333 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg167 : tensor<2048x2xf32>) outs(%z332 : tensor<2048xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048xf32> loc("model.layers.1.mlp.gate:aten.sum.dim_IntList")
    %e334 = tensor.empty() : tensor<2048x2xf32>
    %r335 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg168 : tensor<2048x2xf32>) outs(%e334 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.clone.default")
    %e336 = tensor.empty() : tensor<2048x2xf32>
    %r337 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg169, %arg170 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e336 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.div_.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div_.Tensor")
    %e338 = tensor.empty() : tensor<4096xi64>
    %z339 = linalg.fill ins(%c0 : i64) outs(%e338 : tensor<4096xi64>) -> tensor<4096xi64>
    %e340 = tensor.empty() : tensor<4096xi64>
    %z341 = linalg.fill ins(%c0 : i64) outs(%e340 : tensor<4096xi64>) -> tensor<4096xi64>
    %r342:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} ins(%arg171 : tensor<4096xi64>) outs(%z339, %z341 : tensor<4096xi64>, tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.sort.default"} {
    ^bb0(%in0: i64, %out0: i64, %out1: i64):
      %b1 = arith.addi %out0, %in0 : i64
      %b2 = arith.addi %out1, %in0 : i64
      linalg.yield %b1, %b2 : i64, i64
    } -> (tensor<4096xi64>, tensor<4096xi64>) loc("model.layers.1.mlp.experts:aten.sort.default")
    %e343 = tensor.empty() : tensor<4096xi64>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg172 : tensor<4096xi64>) outs(%e343 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.floor_divide.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<4096xi64> loc("model.layers.1.mlp.experts:aten.floor_divide.default")
    %e345 = tensor.empty() : tensor<4096x4096xbf16>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg173 : tensor<4096xi64>) outs(%e345 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg174[%b1, %b2] : tensor<2048x4096xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.1.mlp.experts:aten.index.Tensor")
    %e347 = tensor.empty() : tensor<4096xf32>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg175 : tensor<4096xi64>) outs(%e347 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = tensor.extract %arg176[%b1] : tensor<4096xf32>
      linalg.yield %b2 : f32
    } -> tensor<4096xf32> loc("model.layers.1.mlp.experts:aten.index.Tensor")
    %e349 = tensor.empty() : tensor<4096xi32>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg177 : tensor<4096xi64>) outs(%e349 : tensor<4096xi32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: i64, %out0: i32):
      %b1 = arith.trunci %in0 : i64 to i32
      linalg.yield %b1 : i32
    } -> tensor<4096xi32> loc("model.layers.1.mlp.experts:aten._to_copy.default")
    %e351 = tensor.empty() : tensor<8xi32>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%arg178 : tensor<4096xi32>) outs(%e351 : tensor<8xi32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.histc.default"} {
    ^bb0(%in0: i32, %out0: i32):
      linalg.yield %in0 : i32
    } -> tensor<8xi32> loc("model.layers.1.mlp.experts:aten.histc.default")
    %e353 = tensor.empty() : tensor<8xi32>
    %z354 = linalg.fill ins(%c5 : i32) outs(%e353 : tensor<8xi32>) -> tensor<8xi32>
    %r355 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} ins(%arg179 : tensor<8xi32>) outs(%z354 : tensor<8xi32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.cumsum.default"} {
    ^bb0(%in0: i32, %out0: i32):
      %b1 = arith.addi %out0, %in0 : i32
      linalg.yield %b1 : i32
    } -> tensor<8xi32> loc("model.layers.1.mlp.experts:aten.cumsum.default")
    %e356 = tensor.empty() : tensor<4096xi1>
    %r357 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg180 : tensor<4096xi64>) outs(%e356 : tensor<4096xi1>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.ge.Scalar"} {
    ^bb0(%in0: i64, %out0: i1):
      %b1 = arith.trunci %in0 : i64 to i1
      linalg.yield %b1 : i1
    } -> tensor<4096xi1> loc("model.layers.1.mlp.experts:aten.ge.Scalar")
    %e358 = tensor.empty() : tensor<4096xi64>
    %r359 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg181 : tensor<4096xi64>) outs(%e358 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.clamp_.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<4096xi64> loc("model.layers.1.mlp.experts:aten.clamp_.default")
    %e360 = tensor.empty() : tensor<4096x4096xbf16>
    %r361 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg182, %arg183 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e360 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.masked_fill_.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.1.mlp.experts:aten.masked_fill_.Scalar")
    %e362 = tensor.empty() : tensor<8x512x28672xbf16>
    %z363 = linalg.fill ins(%c2 : bf16) outs(%e362 : tensor<8x512x28672xbf16>) -> tensor<8x512x28672xbf16>
    %r364 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg184, %arg185 : tensor<8x512x4096xbf16>, tensor<8x28672x4096xbf16>) outs(%z363 : tensor<8x512x28672xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<8x512x28672xbf16> loc("model.layers.1.mlp.experts:aten._grouped_mm.default")
    %e365 = tensor.empty() : tensor<4096x28672xbf16>
    %r366 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg186, %arg187 : tensor<4096x28672xbf16>, tensor<4096xi1>) outs(%e365 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.1.mlp.experts:aten.masked_fill.Scalar")
    %e367 = tensor.empty() : tensor<4096x14336xbf16>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg188 : tensor<4096x14336xbf16>) outs(%e367 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts.act_fn:aten.silu.default")
    %e369 = tensor.empty() : tensor<4096x14336xbf16>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg189, %arg190 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e369 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e371 = tensor.empty() : tensor<8x512x4096xbf16>
    %z372 = linalg.fill ins(%c2 : bf16) outs(%e371 : tensor<8x512x4096xbf16>) -> tensor<8x512x4096xbf16>
    %r373 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg191, %arg192 : tensor<8x512x14336xbf16>, tensor<8x4096x14336xbf16>) outs(%z372 : tensor<8x512x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<8x512x4096xbf16> loc("model.layers.1.mlp.experts:aten._grouped_mm.default")
    %e374 = tensor.empty() : tensor<4096x4096xbf16>
    %r375 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg193, %arg194 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e374 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.1.mlp.experts:aten.masked_fill.Scalar")
    %e376 = tensor.empty() : tensor<4096x4096xf32>
    %r377 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg195, %arg196 : tensor<4096x4096xbf16>, tensor<4096xf32>) outs(%e376 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e378 = tensor.empty() : tensor<4096xi64>
    %r379 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e378 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<4096xi64> loc("model.layers.1.mlp.experts:aten.arange.default")
    %e380 = tensor.empty() : tensor<4096xi64>
    %z381 = linalg.fill ins(%c0 : i64) outs(%e380 : tensor<4096xi64>) -> tensor<4096xi64>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg197, %arg198, %arg199 : tensor<4096xi64>, tensor<4096xi64>, tensor<4096xi64>) outs(%z381 : tensor<4096xi64>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index_put_.default"} {
    ^bb0(%in0: i64, %in1: i64, %in2: i64, %out0: i64):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 0 : index
      %b3 = arith.cmpi eq, %b1, %b2 : index
      %b4 = arith.select %b3, %in2, %c0 : i64
      %b5 = arith.addi %out0, %b4 : i64
      linalg.yield %b5 : i64
    } -> tensor<4096xi64> loc("model.layers.1.mlp.experts:aten.index_put_.default")
    %e383 = tensor.empty() : tensor<4096x4096xf32>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg200 : tensor<4096xi64>) outs(%e383 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg201[%b1, %b2] : tensor<4096x4096xf32>
      linalg.yield %b3 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.index.Tensor")
    %e385 = tensor.empty() : tensor<2048x4096xf32>
    %z386 = linalg.fill ins(%c1 : f32) outs(%e385 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %r387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg202 : tensor<2048x2x4096xf32>) outs(%z386 : tensor<2048x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.1.mlp.experts:aten.sum.dim_IntList")
    %e388 = tensor.empty() : tensor<2048x4096xbf16>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg203 : tensor<2048x4096xf32>) outs(%e388 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.experts:aten._to_copy.default")
    %e390 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg204, %arg205 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e390 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e392 = tensor.empty() : tensor<2x1024x4096xf32>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg206 : tensor<2x1024x4096xbf16>) outs(%e392 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e394 = tensor.empty() : tensor<2x1024x4096xf32>
    %r395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg207 : tensor<2x1024x4096xf32>) outs(%e394 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e396 = tensor.empty() : tensor<2x1024xf32>
    %z397 = linalg.fill ins(%c1 : f32) outs(%e396 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg208 : tensor<2x1024x4096xf32>) outs(%z397 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e399 = tensor.empty() : tensor<2x1024xf32>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg209 : tensor<2x1024xf32>) outs(%e399 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e401 = tensor.empty() : tensor<2x1024xf32>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg210 : tensor<2x1024xf32>) outs(%e401 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e403 = tensor.empty() : tensor<2x1024x4096xf32>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg211, %arg212 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e403 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e405 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg213 : tensor<2x1024x4096xf32>) outs(%e405 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e407 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg214, %arg215 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e407 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e409 = tensor.empty() : tensor<2048x32000xbf16>
    %z410 = linalg.fill ins(%c2 : bf16) outs(%e409 : tensor<2048x32000xbf16>) -> tensor<2048x32000xbf16>
    %r411 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg216, %arg217 : tensor<2048x4096xbf16>, tensor<32000x4096xbf16>) outs(%z410 : tensor<2048x32000xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x32000xbf16> loc("lm_head:aten.mm.default")
    %e412 = tensor.empty() : tensor<2x1024x32000xf32>
    %r413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218 : tensor<2x1024x32000xbf16>) outs(%e412 : tensor<2x1024x32000xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32000xf32> loc("aten._to_copy.default")
    %e414 = tensor.empty() : tensor<2x1025xi64>
    %r415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg219 : tensor<2x1024xi64>) outs(%e414 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e416 = tensor.empty() : tensor<2x1024xi64>
    %r417 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg220 : tensor<2x1024xi64>) outs(%e416 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e418 = tensor.empty() : tensor<2048x32000xf32>
    %z419 = linalg.fill ins(%c1 : f32) outs(%e418 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r420 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg221 : tensor<2048x32000xf32>) outs(%z419 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax.default")
    %e421 = tensor.empty() : tensor<f32>
    %z422 = linalg.fill ins(%c1 : f32) outs(%e421 : tensor<f32>) -> tensor<f32>
    %e423 = tensor.empty() : tensor<f32>
    %z424 = linalg.fill ins(%c1 : f32) outs(%e423 : tensor<f32>) -> tensor<f32>
    %r425:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg222 : tensor<2048xi64>) outs(%z422, %z424 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e426 = tensor.empty() : tensor<2048x32000xf32>
    %r427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg223, %arg224, %arg225 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e426 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x32000xf32> loc("aten.nll_loss_backward.default")
    %e428 = tensor.empty() : tensor<2048x32000xf32>
    %z429 = linalg.fill ins(%c1 : f32) outs(%e428 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg226, %arg227 : tensor<2048x32000xf32>, tensor<2048x32000xf32>) outs(%z429 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax_backward_data.default")
    %e431 = tensor.empty() : tensor<2x1024x32000xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg228 : tensor<2x1024x32000xf32>) outs(%e431 : tensor<2x1024x32000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32000xbf16> loc("aten._to_copy.default")
    %e433 = tensor.empty() : tensor<32000x4096xbf16>
    %z434 = linalg.fill ins(%c2 : bf16) outs(%e433 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r435 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg229, %arg230 : tensor<2048x32000xbf16>, tensor<2048x4096xbf16>) outs(%z434 : tensor<32000x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<32000x4096xbf16> loc("lm_head:aten.mm.default")
    %e436 = tensor.empty() : tensor<2048x4096xbf16>
    %z437 = linalg.fill ins(%c2 : bf16) outs(%e436 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r438 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg231, %arg232 : tensor<2048x32000xbf16>, tensor<32000x4096xbf16>) outs(%z437 : tensor<2048x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("lm_head:aten.mm.default")
    %e439 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg233, %arg234 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e439 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e441 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg235, %arg236 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e441 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e443 = tensor.empty() : tensor<4096xbf16>
    %z444 = linalg.fill ins(%c2 : bf16) outs(%e443 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg237 : tensor<2x1024x4096xbf16>) outs(%z444 : tensor<4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.norm:aten.sum.dim_IntList")
    %e446 = tensor.empty() : tensor<2x1024x4096xf32>
    %r447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg238 : tensor<2x1024x4096xbf16>) outs(%e446 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e448 = tensor.empty() : tensor<2x1024x4096xf32>
    %r449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg239, %arg240 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e448 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e450 = tensor.empty() : tensor<2x1024x4096xf32>
    %r451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg241, %arg242 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e450 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e452 = tensor.empty() : tensor<2x1024xf32>
    %z453 = linalg.fill ins(%c1 : f32) outs(%e452 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg243 : tensor<2x1024x4096xf32>) outs(%z453 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e455 = tensor.empty() : tensor<2x1024xf32>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg244 : tensor<2x1024xf32>) outs(%e455 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e457 = tensor.empty() : tensor<2x1024xf32>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg245 : tensor<2x1024xf32>) outs(%e457 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e459 = tensor.empty() : tensor<2x1024xf32>
    %r460 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg246, %arg247 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e459 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e461 = tensor.empty() : tensor<2x1024x4096xf32>
    %r462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg248 : tensor<2x1024xf32>) outs(%e461 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.div.Scalar")
    %e463 = tensor.empty() : tensor<2x1024x4096xf32>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg249 : tensor<2x1024x4096xf32>) outs(%e463 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e465 = tensor.empty() : tensor<2x1024x4096xf32>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg250 : tensor<2x1024x4096xf32>) outs(%e465 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Scalar")
    %e467 = tensor.empty() : tensor<2x1024x4096xf32>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg251, %arg252 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e467 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e469 = tensor.empty() : tensor<2x1024x4096xf32>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg253, %arg254 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e469 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.add.Tensor")
    %e471 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg255 : tensor<2x1024x4096xf32>) outs(%e471 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e473 = tensor.empty() : tensor<2048x4096xf32>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg256 : tensor<2048x4096xbf16>) outs(%e473 : tensor<2048x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.1.mlp.experts:aten._to_copy.default")
    %e475 = tensor.empty() : tensor<2048x2x4096xf32>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg257 : tensor<2048x4096xf32>) outs(%e475 : tensor<2048x2x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x2x4096xf32> loc("model.layers.1.mlp.experts:aten.clone.default")
    %e477 = tensor.empty() : tensor<4096x4096xf32>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e477 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.new_zeros.default")
    %e479 = tensor.empty() : tensor<4096x4096xf32>
    %z480 = linalg.fill ins(%c1 : f32) outs(%e479 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %r481 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg258, %arg259, %arg260 : tensor<4096xi64>, tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%z480 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.index_put.default")
    %e482 = tensor.empty() : tensor<4096x4096xf32>
    %r483 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg261, %arg262 : tensor<4096x4096xf32>, tensor<4096x4096xbf16>) outs(%e482 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e484 = tensor.empty() : tensor<4096x4096xf32>
    %r485 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg263, %arg264 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e484 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e486 = tensor.empty() : tensor<4096x4096xbf16>
    %r487 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg265 : tensor<4096x4096xf32>) outs(%e486 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.1.mlp.experts:aten._to_copy.default")
    %e488 = tensor.empty() : tensor<4096xf32>
    %z489 = linalg.fill ins(%c1 : f32) outs(%e488 : tensor<4096xf32>) -> tensor<4096xf32>
    %r490 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg266 : tensor<4096x4096xf32>) outs(%z489 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.1.mlp.experts:aten.sum.dim_IntList")
    %e491 = tensor.empty() : tensor<4096x4096xbf16>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg267, %arg268 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e491 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.1.mlp.experts:aten.masked_fill.Scalar")
    %e493 = tensor.empty() : tensor<8x4096x14336xbf16>
    %z494 = linalg.fill ins(%c2 : bf16) outs(%e493 : tensor<8x4096x14336xbf16>) -> tensor<8x4096x14336xbf16>
    %r495 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg269, %arg270 : tensor<8x512x4096xbf16>, tensor<8x512x14336xbf16>) outs(%z494 : tensor<8x4096x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<8x4096x14336xbf16> loc("model.layers.1.mlp.experts:aten._grouped_mm.default")
    %e496 = tensor.empty() : tensor<8x512x14336xbf16>
    %z497 = linalg.fill ins(%c2 : bf16) outs(%e496 : tensor<8x512x14336xbf16>) -> tensor<8x512x14336xbf16>
    %r498 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg271, %arg272 : tensor<8x512x4096xbf16>, tensor<8x4096x14336xbf16>) outs(%z497 : tensor<8x512x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<8x512x14336xbf16> loc("model.layers.1.mlp.experts:aten._grouped_mm.default")
    %e499 = tensor.empty() : tensor<4096x14336xbf16>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg273, %arg274 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e499 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e501 = tensor.empty() : tensor<4096x14336xbf16>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg275, %arg276 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e501 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts:aten.mul.Tensor")
    %e503 = tensor.empty() : tensor<4096x14336xbf16>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg277, %arg278 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e503 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.1.mlp.experts.act_fn:aten.silu_backward.default")
    %e505 = tensor.empty() : tensor<4096x28672xbf16>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg279, %arg280 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e505 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.1.mlp.experts:aten.cat.default")
    %e507 = tensor.empty() : tensor<4096x28672xbf16>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg281, %arg282 : tensor<4096x28672xbf16>, tensor<4096xi1>) outs(%e507 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.1.mlp.experts:aten.masked_fill.Scalar")
    %e509 = tensor.empty() : tensor<8x28672x4096xbf16>
    %z510 = linalg.fill ins(%c2 : bf16) outs(%e509 : tensor<8x28672x4096xbf16>) -> tensor<8x28672x4096xbf16>
    %r511 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg283, %arg284 : tensor<8x512x28672xbf16>, tensor<8x512x4096xbf16>) outs(%z510 : tensor<8x28672x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<8x28672x4096xbf16> loc("model.layers.1.mlp.experts:aten._grouped_mm.default")
    %e512 = tensor.empty() : tensor<8x512x4096xbf16>
    %z513 = linalg.fill ins(%c2 : bf16) outs(%e512 : tensor<8x512x4096xbf16>) -> tensor<8x512x4096xbf16>
    %r514 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg285, %arg286 : tensor<8x512x28672xbf16>, tensor<8x28672x4096xbf16>) outs(%z513 : tensor<8x512x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<8x512x4096xbf16> loc("model.layers.1.mlp.experts:aten._grouped_mm.default")
    %e515 = tensor.empty() : tensor<4096x4096xbf16>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg287, %arg288 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e515 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.1.mlp.experts:aten.masked_fill.Scalar")
    %e517 = tensor.empty() : tensor<4096xf32>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e517 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<4096xf32> loc("model.layers.1.mlp.experts:aten.new_zeros.default")
    %e519 = tensor.empty() : tensor<4096xf32>
    %z520 = linalg.fill ins(%c1 : f32) outs(%e519 : tensor<4096xf32>) -> tensor<4096xf32>
    %r521 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg289, %arg290, %arg291 : tensor<4096xi64>, tensor<4096xf32>, tensor<4096xf32>) outs(%z520 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<4096xf32> loc("model.layers.1.mlp.experts:aten.index_put.default")
    %e522 = tensor.empty() : tensor<2048x4096xbf16>
    %r523 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e522 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.experts:aten.new_zeros.default")
    %e524 = tensor.empty() : tensor<2048x4096xbf16>
    %z525 = linalg.fill ins(%c2 : bf16) outs(%e524 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg292, %arg293, %arg294 : tensor<4096xi64>, tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z525 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.experts:aten.index_put.default")
    %e527 = tensor.empty() : tensor<2048x2xf32>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg295, %arg296 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e527 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div.Tensor")
    %e529 = tensor.empty() : tensor<2048x2xf32>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg297, %arg298 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e529 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div.Tensor")
    %e531 = tensor.empty() : tensor<2048x2xf32>
    %r532 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg299 : tensor<2048x2xf32>) outs(%e531 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.negf %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.neg.default")
    %e533 = tensor.empty() : tensor<2048x2xf32>
    %r534 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg300, %arg301 : tensor<2048x2xf32>, tensor<2048x2xf32>) outs(%e533 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.mul.Tensor")
    %e535 = tensor.empty() : tensor<2048x2xf32>
    %r536 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg302, %arg303 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e535 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.div.Tensor")
    %e537 = tensor.empty() : tensor<2048xf32>
    %z538 = linalg.fill ins(%c1 : f32) outs(%e537 : tensor<2048xf32>) -> tensor<2048xf32>
    %r539 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg304 : tensor<2048x2xf32>) outs(%z538 : tensor<2048xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048xf32> loc("model.layers.1.mlp.gate:aten.sum.dim_IntList")
    %e540 = tensor.empty() : tensor<2048x2xf32>
    %r541 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg305, %arg306 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e540 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.1.mlp.gate:aten.add.Tensor")
    %e542 = tensor.empty() : tensor<2048x8xf32>
    %r543 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e542 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten.zeros.default")
    %e544 = tensor.empty() : tensor<2048x8xf32>
    %z545 = linalg.fill ins(%c1 : f32) outs(%e544 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg307, %arg308, %arg309 : tensor<2048x2xi64>, tensor<2048x8xf32>, tensor<2048x2xf32>) outs(%z545 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.scatter.src"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten.scatter.src")
    %e547 = tensor.empty() : tensor<2048x8xf32>
    %z548 = linalg.fill ins(%c1 : f32) outs(%e547 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r549 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg310, %arg311 : tensor<2048x8xf32>, tensor<2048x8xf32>) outs(%z548 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x8xf32> loc("model.layers.1.mlp.gate:aten._softmax_backward_data.default")
    %e550 = tensor.empty() : tensor<2048x8xbf16>
    %r551 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg312 : tensor<2048x8xf32>) outs(%e550 : tensor<2048x8xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x8xbf16> loc("model.layers.1.mlp.gate:aten._to_copy.default")
    %e552 = tensor.empty() : tensor<8x4096xbf16>
    %z553 = linalg.fill ins(%c2 : bf16) outs(%e552 : tensor<8x4096xbf16>) -> tensor<8x4096xbf16>
    %r554 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg313, %arg314 : tensor<2048x8xbf16>, tensor<2048x4096xbf16>) outs(%z553 : tensor<8x4096xbf16>) {dimtune.role = "router", dimtune.pass = "wgrad"} -> tensor<8x4096xbf16> loc("model.layers.1.mlp.gate:aten.mm.default")
    %e555 = tensor.empty() : tensor<2048x4096xbf16>
    %z556 = linalg.fill ins(%c2 : bf16) outs(%e555 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r557 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg315, %arg316 : tensor<2048x8xbf16>, tensor<8x4096xbf16>) outs(%z556 : tensor<2048x4096xbf16>) {dimtune.role = "router", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.gate:aten.mm.default")
    %e558 = tensor.empty() : tensor<2048x4096xbf16>
    %r559 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg317, %arg318 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%e558 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.gate:aten.add.Tensor")
    %e560 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r561 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg319, %arg320 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e560 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e562 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg321, %arg322 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e562 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e564 = tensor.empty() : tensor<4096xbf16>
    %z565 = linalg.fill ins(%c2 : bf16) outs(%e564 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg323 : tensor<2x1024x4096xbf16>) outs(%z565 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e567 = tensor.empty() : tensor<2x1024x4096xf32>
    %r568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg324 : tensor<2x1024x4096xbf16>) outs(%e567 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e569 = tensor.empty() : tensor<2x1024x4096xf32>
    %r570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg325, %arg326 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e569 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e571 = tensor.empty() : tensor<2x1024x4096xf32>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg327, %arg328 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e571 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e573 = tensor.empty() : tensor<2x1024xf32>
    %z574 = linalg.fill ins(%c1 : f32) outs(%e573 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg329 : tensor<2x1024x4096xf32>) outs(%z574 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e576 = tensor.empty() : tensor<2x1024xf32>
    %r577 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg330 : tensor<2x1024xf32>) outs(%e576 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e578 = tensor.empty() : tensor<2x1024xf32>
    %r579 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg331 : tensor<2x1024xf32>) outs(%e578 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e580 = tensor.empty() : tensor<2x1024xf32>
    %r581 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg332, %arg333 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e580 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e582 = tensor.empty() : tensor<2x1024x4096xf32>
    %r583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg334 : tensor<2x1024xf32>) outs(%e582 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e584 = tensor.empty() : tensor<2x1024x4096xf32>
    %r585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg335 : tensor<2x1024x4096xf32>) outs(%e584 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e586 = tensor.empty() : tensor<2x1024x4096xf32>
    %r587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg336 : tensor<2x1024x4096xf32>) outs(%e586 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e588 = tensor.empty() : tensor<2x1024x4096xf32>
    %r589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg337, %arg338 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e588 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e590 = tensor.empty() : tensor<2x1024x4096xf32>
    %r591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg339, %arg340 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e590 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e592 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg341 : tensor<2x1024x4096xf32>) outs(%e592 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e594 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg342, %arg343 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e594 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e596 = tensor.empty() : tensor<4096x4096xbf16>
    %z597 = linalg.fill ins(%c2 : bf16) outs(%e596 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r598 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg344, %arg345 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z597 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e599 = tensor.empty() : tensor<2048x4096xbf16>
    %z600 = linalg.fill ins(%c2 : bf16) outs(%e599 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r601 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg346, %arg347 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z600 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e602 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg348, %arg349 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e602 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e604 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg350 : tensor<2x1024x8x64xbf16>) outs(%e604 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e606 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg351 : tensor<2x1024x8x64xbf16>) outs(%e606 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e608 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg352 : tensor<2x1024x8x64xbf16>) outs(%e608 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e610 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg353, %arg354 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e610 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e612 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg355, %arg356 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e612 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e614 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg357, %arg358 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e614 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e616 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg359, %arg360 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e616 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e618 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg361 : tensor<2x1024x32x64xbf16>) outs(%e618 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e620 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg362 : tensor<2x1024x32x64xbf16>) outs(%e620 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e622 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg363 : tensor<2x1024x32x64xbf16>) outs(%e622 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e624 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg364, %arg365 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e624 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e626 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r627 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg366, %arg367 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e626 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e628 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r629 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg368, %arg369 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e628 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e630 = tensor.empty() : tensor<1024x4096xbf16>
    %z631 = linalg.fill ins(%c2 : bf16) outs(%e630 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r632 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg370, %arg371 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z631 : tensor<1024x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e633 = tensor.empty() : tensor<2048x4096xbf16>
    %z634 = linalg.fill ins(%c2 : bf16) outs(%e633 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r635 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg372, %arg373 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z634 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e636 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg374 : tensor<2x8x1024x128xbf16>) outs(%e636 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e638 = tensor.empty() : tensor<1024x4096xbf16>
    %z639 = linalg.fill ins(%c2 : bf16) outs(%e638 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r640 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg375, %arg376 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z639 : tensor<1024x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e641 = tensor.empty() : tensor<2048x4096xbf16>
    %z642 = linalg.fill ins(%c2 : bf16) outs(%e641 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r643 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg377, %arg378 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z642 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e644 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg379, %arg380 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e644 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e646 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r647 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg381 : tensor<2x32x1024x128xbf16>) outs(%e646 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e648 = tensor.empty() : tensor<4096x4096xbf16>
    %z649 = linalg.fill ins(%c2 : bf16) outs(%e648 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r650 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg382, %arg383 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z649 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e651 = tensor.empty() : tensor<2048x4096xbf16>
    %z652 = linalg.fill ins(%c2 : bf16) outs(%e651 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r653 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg384, %arg385 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z652 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e654 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg386, %arg387 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e654 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e656 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r657 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg388, %arg389 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e656 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e658 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg390, %arg391 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e658 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e660 = tensor.empty() : tensor<4096xbf16>
    %z661 = linalg.fill ins(%c2 : bf16) outs(%e660 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg392 : tensor<2x1024x4096xbf16>) outs(%z661 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e663 = tensor.empty() : tensor<2x1024x4096xf32>
    %r664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg393 : tensor<2x1024x4096xbf16>) outs(%e663 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e665 = tensor.empty() : tensor<2x1024x4096xf32>
    %r666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg394, %arg395 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e665 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e667 = tensor.empty() : tensor<2x1024x4096xf32>
    %r668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg396, %arg397 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e667 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e669 = tensor.empty() : tensor<2x1024xf32>
    %z670 = linalg.fill ins(%c1 : f32) outs(%e669 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r671 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg398 : tensor<2x1024x4096xf32>) outs(%z670 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e672 = tensor.empty() : tensor<2x1024xf32>
    %r673 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg399 : tensor<2x1024xf32>) outs(%e672 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e674 = tensor.empty() : tensor<2x1024xf32>
    %r675 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg400 : tensor<2x1024xf32>) outs(%e674 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e676 = tensor.empty() : tensor<2x1024xf32>
    %r677 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg401, %arg402 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e676 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e678 = tensor.empty() : tensor<2x1024x4096xf32>
    %r679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg403 : tensor<2x1024xf32>) outs(%e678 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e680 = tensor.empty() : tensor<2x1024x4096xf32>
    %r681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg404 : tensor<2x1024x4096xf32>) outs(%e680 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e682 = tensor.empty() : tensor<2x1024x4096xf32>
    %r683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg405 : tensor<2x1024x4096xf32>) outs(%e682 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e684 = tensor.empty() : tensor<2x1024x4096xf32>
    %r685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg406, %arg407 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e684 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e686 = tensor.empty() : tensor<2x1024x4096xf32>
    %r687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg408, %arg409 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e686 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e688 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r689 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg410 : tensor<2x1024x4096xf32>) outs(%e688 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e690 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r691 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg411, %arg412 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e690 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e692 = tensor.empty() : tensor<2048x4096xf32>
    %r693 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg413 : tensor<2048x4096xbf16>) outs(%e692 : tensor<2048x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2048x4096xf32> loc("model.layers.0.mlp.experts:aten._to_copy.default")
    %e694 = tensor.empty() : tensor<2048x2x4096xf32>
    %r695 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg414 : tensor<2048x4096xf32>) outs(%e694 : tensor<2048x2x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2048x2x4096xf32> loc("model.layers.0.mlp.experts:aten.clone.default")
    %e696 = tensor.empty() : tensor<4096x4096xf32>
    %r697 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e696 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.new_zeros.default")
    %e698 = tensor.empty() : tensor<4096x4096xf32>
    %z699 = linalg.fill ins(%c1 : f32) outs(%e698 : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %r700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg415, %arg416, %arg417 : tensor<4096xi64>, tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%z699 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.index_put.default")
    %e701 = tensor.empty() : tensor<4096x4096xf32>
    %r702 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg418, %arg419 : tensor<4096x4096xf32>, tensor<4096x4096xbf16>) outs(%e701 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e703 = tensor.empty() : tensor<4096x4096xf32>
    %r704 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg420, %arg421 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e703 : tensor<4096x4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096x4096xf32> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e705 = tensor.empty() : tensor<4096x4096xbf16>
    %r706 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg422 : tensor<4096x4096xf32>) outs(%e705 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.0.mlp.experts:aten._to_copy.default")
    %e707 = tensor.empty() : tensor<4096xf32>
    %z708 = linalg.fill ins(%c1 : f32) outs(%e707 : tensor<4096xf32>) -> tensor<4096xf32>
    %r709 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg423 : tensor<4096x4096xf32>) outs(%z708 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.0.mlp.experts:aten.sum.dim_IntList")
    %e710 = tensor.empty() : tensor<4096x4096xbf16>
    %r711 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg424, %arg425 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e710 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.0.mlp.experts:aten.masked_fill.Scalar")
    %e712 = tensor.empty() : tensor<8x4096x14336xbf16>
    %z713 = linalg.fill ins(%c2 : bf16) outs(%e712 : tensor<8x4096x14336xbf16>) -> tensor<8x4096x14336xbf16>
    %r714 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg426, %arg427 : tensor<8x512x4096xbf16>, tensor<8x512x14336xbf16>) outs(%z713 : tensor<8x4096x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<8x4096x14336xbf16> loc("model.layers.0.mlp.experts:aten._grouped_mm.default")
    %e715 = tensor.empty() : tensor<8x512x14336xbf16>
    %z716 = linalg.fill ins(%c2 : bf16) outs(%e715 : tensor<8x512x14336xbf16>) -> tensor<8x512x14336xbf16>
    %r717 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg428, %arg429 : tensor<8x512x4096xbf16>, tensor<8x4096x14336xbf16>) outs(%z716 : tensor<8x512x14336xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<8x512x14336xbf16> loc("model.layers.0.mlp.experts:aten._grouped_mm.default")
    %e718 = tensor.empty() : tensor<4096x14336xbf16>
    %r719 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg430, %arg431 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e718 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e720 = tensor.empty() : tensor<4096x14336xbf16>
    %r721 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg432, %arg433 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e720 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts:aten.mul.Tensor")
    %e722 = tensor.empty() : tensor<4096x14336xbf16>
    %r723 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg434, %arg435 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e722 : tensor<4096x14336xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x14336xbf16> loc("model.layers.0.mlp.experts.act_fn:aten.silu_backward.default")
    %e724 = tensor.empty() : tensor<4096x28672xbf16>
    %r725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg436, %arg437 : tensor<4096x14336xbf16>, tensor<4096x14336xbf16>) outs(%e724 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.0.mlp.experts:aten.cat.default")
    %e726 = tensor.empty() : tensor<4096x28672xbf16>
    %r727 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg438, %arg439 : tensor<4096x28672xbf16>, tensor<4096xi1>) outs(%e726 : tensor<4096x28672xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x28672xbf16> loc("model.layers.0.mlp.experts:aten.masked_fill.Scalar")
    %e728 = tensor.empty() : tensor<8x28672x4096xbf16>
    %z729 = linalg.fill ins(%c2 : bf16) outs(%e728 : tensor<8x28672x4096xbf16>) -> tensor<8x28672x4096xbf16>
    %r730 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg440, %arg441 : tensor<8x512x28672xbf16>, tensor<8x512x4096xbf16>) outs(%z729 : tensor<8x28672x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<8x28672x4096xbf16> loc("model.layers.0.mlp.experts:aten._grouped_mm.default")
    %e731 = tensor.empty() : tensor<8x512x4096xbf16>
    %z732 = linalg.fill ins(%c2 : bf16) outs(%e731 : tensor<8x512x4096xbf16>) -> tensor<8x512x4096xbf16>
    %r733 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%arg442, %arg443 : tensor<8x512x28672xbf16>, tensor<8x28672x4096xbf16>) outs(%z732 : tensor<8x512x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<8x512x4096xbf16> loc("model.layers.0.mlp.experts:aten._grouped_mm.default")
    %e734 = tensor.empty() : tensor<4096x4096xbf16>
    %r735 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg444, %arg445 : tensor<4096x4096xbf16>, tensor<4096xi1>) outs(%e734 : tensor<4096x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.masked_fill.Scalar", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: i1, %out0: bf16):
      %b1 = arith.uitofp %in1 : i1 to bf16
      %b2 = arith.addf %in0, %b1 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<4096x4096xbf16> loc("model.layers.0.mlp.experts:aten.masked_fill.Scalar")
    %e736 = tensor.empty() : tensor<4096xf32>
    %r737 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e736 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<4096xf32> loc("model.layers.0.mlp.experts:aten.new_zeros.default")
    %e738 = tensor.empty() : tensor<4096xf32>
    %z739 = linalg.fill ins(%c1 : f32) outs(%e738 : tensor<4096xf32>) -> tensor<4096xf32>
    %r740 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg446, %arg447, %arg448 : tensor<4096xi64>, tensor<4096xf32>, tensor<4096xf32>) outs(%z739 : tensor<4096xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<4096xf32> loc("model.layers.0.mlp.experts:aten.index_put.default")
    %e741 = tensor.empty() : tensor<2048x4096xbf16>
    %r742 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e741 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.experts:aten.new_zeros.default")
    %e743 = tensor.empty() : tensor<2048x4096xbf16>
    %z744 = linalg.fill ins(%c2 : bf16) outs(%e743 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r745 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg449, %arg450, %arg451 : tensor<4096xi64>, tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z744 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.experts:aten.index_put.default")
    %e746 = tensor.empty() : tensor<2048x2xf32>
    %r747 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg452, %arg453 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e746 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.div.Tensor")
    %e748 = tensor.empty() : tensor<2048x2xf32>
    %r749 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg454, %arg455 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e748 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.div.Tensor")
    %e750 = tensor.empty() : tensor<2048x2xf32>
    %r751 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg456 : tensor<2048x2xf32>) outs(%e750 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.negf %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.neg.default")
    %e752 = tensor.empty() : tensor<2048x2xf32>
    %r753 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg457, %arg458 : tensor<2048x2xf32>, tensor<2048x2xf32>) outs(%e752 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.mul.Tensor")
    %e754 = tensor.empty() : tensor<2048x2xf32>
    %r755 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg459, %arg460 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e754 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.divf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.div.Tensor")
    %e756 = tensor.empty() : tensor<2048xf32>
    %z757 = linalg.fill ins(%c1 : f32) outs(%e756 : tensor<2048xf32>) -> tensor<2048xf32>
    %r758 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg461 : tensor<2048x2xf32>) outs(%z757 : tensor<2048xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048xf32> loc("model.layers.0.mlp.gate:aten.sum.dim_IntList")
    %e759 = tensor.empty() : tensor<2048x2xf32>
    %r760 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg462, %arg463 : tensor<2048x2xf32>, tensor<2048xf32>) outs(%e759 : tensor<2048x2xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x2xf32> loc("model.layers.0.mlp.gate:aten.add.Tensor")
    %e761 = tensor.empty() : tensor<2048x8xf32>
    %r762 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e761 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.zeros.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c1 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten.zeros.default")
    %e763 = tensor.empty() : tensor<2048x8xf32>
    %z764 = linalg.fill ins(%c1 : f32) outs(%e763 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r765 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg464, %arg465, %arg466 : tensor<2048x2xi64>, tensor<2048x8xf32>, tensor<2048x2xf32>) outs(%z764 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.scatter.src"} {
    ^bb0(%in0: i64, %in1: f32, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c1 : f32
      %b6 = arith.addf %out0, %b5 : f32
      linalg.yield %b6 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten.scatter.src")
    %e766 = tensor.empty() : tensor<2048x8xf32>
    %z767 = linalg.fill ins(%c1 : f32) outs(%e766 : tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %r768 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg467, %arg468 : tensor<2048x8xf32>, tensor<2048x8xf32>) outs(%z767 : tensor<2048x8xf32>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x8xf32> loc("model.layers.0.mlp.gate:aten._softmax_backward_data.default")
    %e769 = tensor.empty() : tensor<2048x8xbf16>
    %r770 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg469 : tensor<2048x8xf32>) outs(%e769 : tensor<2048x8xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x8xbf16> loc("model.layers.0.mlp.gate:aten._to_copy.default")
    %e771 = tensor.empty() : tensor<8x4096xbf16>
    %z772 = linalg.fill ins(%c2 : bf16) outs(%e771 : tensor<8x4096xbf16>) -> tensor<8x4096xbf16>
    %r773 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg470, %arg471 : tensor<2048x8xbf16>, tensor<2048x4096xbf16>) outs(%z772 : tensor<8x4096xbf16>) {dimtune.role = "router", dimtune.pass = "wgrad"} -> tensor<8x4096xbf16> loc("model.layers.0.mlp.gate:aten.mm.default")
    %e774 = tensor.empty() : tensor<2048x4096xbf16>
    %z775 = linalg.fill ins(%c2 : bf16) outs(%e774 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r776 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg472, %arg473 : tensor<2048x8xbf16>, tensor<8x4096xbf16>) outs(%z775 : tensor<2048x4096xbf16>) {dimtune.role = "router", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.gate:aten.mm.default")
    %e777 = tensor.empty() : tensor<2048x4096xbf16>
    %r778 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg474, %arg475 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%e777 : tensor<2048x4096xbf16>) attrs = {dimtune.role = "router", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.gate:aten.add.Tensor")
    %e779 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg476, %arg477 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e779 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e781 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg478, %arg479 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e781 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e783 = tensor.empty() : tensor<4096xbf16>
    %z784 = linalg.fill ins(%c2 : bf16) outs(%e783 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg480 : tensor<2x1024x4096xbf16>) outs(%z784 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e786 = tensor.empty() : tensor<2x1024x4096xf32>
    %r787 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg481 : tensor<2x1024x4096xbf16>) outs(%e786 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e788 = tensor.empty() : tensor<2x1024x4096xf32>
    %r789 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg482, %arg483 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e788 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e790 = tensor.empty() : tensor<2x1024x4096xf32>
    %r791 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg484, %arg485 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e790 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e792 = tensor.empty() : tensor<2x1024xf32>
    %z793 = linalg.fill ins(%c1 : f32) outs(%e792 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r794 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg486 : tensor<2x1024x4096xf32>) outs(%z793 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e795 = tensor.empty() : tensor<2x1024xf32>
    %r796 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg487 : tensor<2x1024xf32>) outs(%e795 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e797 = tensor.empty() : tensor<2x1024xf32>
    %r798 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg488 : tensor<2x1024xf32>) outs(%e797 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e799 = tensor.empty() : tensor<2x1024xf32>
    %r800 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg489, %arg490 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e799 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e801 = tensor.empty() : tensor<2x1024x4096xf32>
    %r802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg491 : tensor<2x1024xf32>) outs(%e801 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e803 = tensor.empty() : tensor<2x1024x4096xf32>
    %r804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg492 : tensor<2x1024x4096xf32>) outs(%e803 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e805 = tensor.empty() : tensor<2x1024x4096xf32>
    %r806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg493 : tensor<2x1024x4096xf32>) outs(%e805 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e807 = tensor.empty() : tensor<2x1024x4096xf32>
    %r808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg494, %arg495 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e807 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e809 = tensor.empty() : tensor<2x1024x4096xf32>
    %r810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg496, %arg497 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e809 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e811 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg498 : tensor<2x1024x4096xf32>) outs(%e811 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e813 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg499, %arg500 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e813 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e815 = tensor.empty() : tensor<4096x4096xbf16>
    %z816 = linalg.fill ins(%c2 : bf16) outs(%e815 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r817 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg501, %arg502 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z816 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e818 = tensor.empty() : tensor<2048x4096xbf16>
    %z819 = linalg.fill ins(%c2 : bf16) outs(%e818 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r820 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg503, %arg504 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z819 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e821 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg505, %arg506 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e821 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e823 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg507 : tensor<2x1024x8x64xbf16>) outs(%e823 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e825 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg508 : tensor<2x1024x8x64xbf16>) outs(%e825 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e827 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg509 : tensor<2x1024x8x64xbf16>) outs(%e827 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e829 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg510, %arg511 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e829 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e831 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg512, %arg513 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e831 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e833 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg514, %arg515 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e833 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e835 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg516, %arg517 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e835 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e837 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg518 : tensor<2x1024x32x64xbf16>) outs(%e837 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e839 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg519 : tensor<2x1024x32x64xbf16>) outs(%e839 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e841 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg520 : tensor<2x1024x32x64xbf16>) outs(%e841 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e843 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg521, %arg522 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e843 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e845 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg523, %arg524 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e845 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e847 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg525, %arg526 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e847 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e849 = tensor.empty() : tensor<1024x4096xbf16>
    %z850 = linalg.fill ins(%c2 : bf16) outs(%e849 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r851 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg527, %arg528 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z850 : tensor<1024x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e852 = tensor.empty() : tensor<2048x4096xbf16>
    %z853 = linalg.fill ins(%c2 : bf16) outs(%e852 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r854 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg529, %arg530 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z853 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e855 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r856 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg531 : tensor<2x8x1024x128xbf16>) outs(%e855 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e857 = tensor.empty() : tensor<1024x4096xbf16>
    %z858 = linalg.fill ins(%c2 : bf16) outs(%e857 : tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %r859 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg532, %arg533 : tensor<2048x1024xbf16>, tensor<2048x4096xbf16>) outs(%z858 : tensor<1024x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e860 = tensor.empty() : tensor<2048x4096xbf16>
    %z861 = linalg.fill ins(%c2 : bf16) outs(%e860 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r862 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg534, %arg535 : tensor<2048x1024xbf16>, tensor<1024x4096xbf16>) outs(%z861 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e863 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg536, %arg537 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e863 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e865 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg538 : tensor<2x32x1024x128xbf16>) outs(%e865 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e867 = tensor.empty() : tensor<4096x4096xbf16>
    %z868 = linalg.fill ins(%c2 : bf16) outs(%e867 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r869 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg539, %arg540 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z868 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e870 = tensor.empty() : tensor<2048x4096xbf16>
    %z871 = linalg.fill ins(%c2 : bf16) outs(%e870 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r872 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg541, %arg542 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z871 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e873 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg543, %arg544 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e873 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e875 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg545, %arg546 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e875 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e877 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r878 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg547, %arg548 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e877 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e879 = tensor.empty() : tensor<4096xbf16>
    %z880 = linalg.fill ins(%c2 : bf16) outs(%e879 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r881 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg549 : tensor<2x1024x4096xbf16>) outs(%z880 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e882 = tensor.empty() : tensor<2x1024x4096xf32>
    %r883 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg550 : tensor<2x1024x4096xbf16>) outs(%e882 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e884 = tensor.empty() : tensor<2x1024x4096xf32>
    %r885 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg551, %arg552 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e884 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e886 = tensor.empty() : tensor<2x1024x4096xf32>
    %r887 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg553, %arg554 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e886 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e888 = tensor.empty() : tensor<2x1024xf32>
    %z889 = linalg.fill ins(%c1 : f32) outs(%e888 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r890 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg555 : tensor<2x1024x4096xf32>) outs(%z889 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e891 = tensor.empty() : tensor<2x1024xf32>
    %r892 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg556 : tensor<2x1024xf32>) outs(%e891 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e893 = tensor.empty() : tensor<2x1024xf32>
    %r894 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg557 : tensor<2x1024xf32>) outs(%e893 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e895 = tensor.empty() : tensor<2x1024xf32>
    %r896 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg558, %arg559 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e895 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e897 = tensor.empty() : tensor<2x1024x4096xf32>
    %r898 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg560 : tensor<2x1024xf32>) outs(%e897 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e899 = tensor.empty() : tensor<2x1024x4096xf32>
    %r900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg561 : tensor<2x1024x4096xf32>) outs(%e899 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e901 = tensor.empty() : tensor<2x1024x4096xf32>
    %r902 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg562 : tensor<2x1024x4096xf32>) outs(%e901 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e903 = tensor.empty() : tensor<2x1024x4096xf32>
    %r904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg563, %arg564 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e903 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e905 = tensor.empty() : tensor<2x1024x4096xf32>
    %r906 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg565, %arg566 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e905 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e907 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg567 : tensor<2x1024x4096xf32>) outs(%e907 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e909 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r910 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg568, %arg569 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e909 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e911 = tensor.empty() : tensor<32000x4096xbf16>
    %z912 = linalg.fill ins(%c2 : bf16) outs(%e911 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg570, %arg571 : tensor<2x1024xi64>, tensor<2x1024x4096xbf16>) outs(%z912 : tensor<32000x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<32000x4096xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r32, %r34, %r36, %r38, %r40, %r42, %r45, %r48, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r87, %r101, %gs108, %gs112, %r115, %r117, %r119, %r121, %r124, %r126, %r128, %r130, %r132, %r134, %r137, %r139, %r142, %r147#0, %r147#1, %r150, %r152, %r154, %r159#0, %r159#1, %r161, %r163, %r165, %r167, %r169, %r172, %r174, %r176, %r178, %r181, %r183, %r185, %r187, %r190, %r192, %r194, %r196, %r199, %r201, %r204, %r206, %r208, %r210, %r212, %r215, %r217, %r219, %r221, %r223, %r225, %r228, %r231, %r234, %r236, %r238, %r240, %r242, %r244, %r246, %r248, %r250, %r252, %r254, %r270, %r284, %gs291, %gs295, %r298, %r300, %r302, %r304, %r307, %r309, %r311, %r313, %r315, %r317, %r320, %r322, %r325, %r330#0, %r330#1, %r333, %r335, %r337, %r342#0, %r342#1, %r344, %r346, %r348, %r350, %r352, %r355, %r357, %r359, %r361, %r364, %r366, %r368, %r370, %r373, %r375, %r377, %r379, %r382, %r384, %r387, %r389, %r391, %r393, %r395, %r398, %r400, %r402, %r404, %r406, %r408, %r411, %r413, %r415, %r417, %r420, %r425#0, %r425#1, %r427, %r430, %r432, %r435, %r438, %r440, %r442, %r445, %r447, %r449, %r451, %r454, %r456, %r458, %r460, %r462, %r464, %r466, %r468, %r470, %r472, %r474, %r476, %r478, %r481, %r483, %r485, %r487, %r490, %r492, %r495, %r498, %r500, %r502, %r504, %r506, %r508, %r511, %r514, %r516, %r518, %r521, %r523, %r526, %r528, %r530, %r532, %r534, %r536, %r539, %r541, %r543, %r546, %r549, %r551, %r554, %r557, %r559, %r561, %r563, %r566, %r568, %r570, %r572, %r575, %r577, %r579, %r581, %r583, %r585, %r587, %r589, %r591, %r593, %r595, %r598, %r601, %r603, %r605, %r607, %r609, %r611, %r613, %r615, %r617, %r619, %r621, %r623, %r625, %r627, %r629, %r632, %r635, %r637, %r640, %r643, %r645, %r647, %r650, %r653, %r655, %r657, %r659, %r662, %r664, %r666, %r668, %r671, %r673, %r675, %r677, %r679, %r681, %r683, %r685, %r687, %r689, %r691, %r693, %r695, %r697, %r700, %r702, %r704, %r706, %r709, %r711, %r714, %r717, %r719, %r721, %r723, %r725, %r727, %r730, %r733, %r735, %r737, %r740, %r742, %r745, %r747, %r749, %r751, %r753, %r755, %r758, %r760, %r762, %r765, %r768, %r770, %r773, %r776, %r778, %r780, %r782, %r785, %r787, %r789, %r791, %r794, %r796, %r798, %r800, %r802, %r804, %r806, %r808, %r810, %r812, %r814, %r817, %r820, %r822, %r824, %r826, %r828, %r830, %r832, %r834, %r836, %r838, %r840, %r842, %r844, %r846, %r848, %r851, %r854, %r856, %r859, %r862, %r864, %r866, %r869, %r872, %r874, %r876, %r878, %r881, %r883, %r885, %r887, %r890, %r892, %r894, %r896, %r898, %r900, %r902, %r904, %r906, %r908, %r910, %r913 : tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xi32>, tensor<8xi32>, tensor<8xi32>, tensor<4096xi1>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<8x512x28672xbf16>, tensor<4096x28672xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x8xbf16>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x2xf32>, tensor<2048x2xi64>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xi32>, tensor<8xi32>, tensor<8xi32>, tensor<4096xi1>, tensor<4096xi64>, tensor<4096x4096xbf16>, tensor<8x512x28672xbf16>, tensor<4096x28672xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xf32>, tensor<4096xi64>, tensor<4096xi64>, tensor<4096x4096xf32>, tensor<2048x4096xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x4096xbf16>, tensor<8x4096x14336xbf16>, tensor<8x512x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x28672xbf16>, tensor<8x28672x4096xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xf32>, tensor<2048x2x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096x4096xbf16>, tensor<8x4096x14336xbf16>, tensor<8x512x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x28672xbf16>, tensor<4096x28672xbf16>, tensor<8x28672x4096xbf16>, tensor<8x512x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048x2xf32>, tensor<2048xf32>, tensor<2048x2xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xf32>, tensor<2048x8xbf16>, tensor<8x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>
  }
}
