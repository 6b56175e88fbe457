module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<256000x2304xbf16>, %arg2: tensor<2x1024x2304xbf16>, %arg3: tensor<bf16>, %arg4: tensor<1024xi64>, %arg5: tensor<1024xi64>, %arg6: tensor<128x1xf32>, %arg7: tensor<1x1024xf32>, %arg8: tensor<128x1024xf32>, %arg9: tensor<128x1024xf32>, %arg10: tensor<1024x256xf32>, %arg11: tensor<1024x256xf32>, %arg12: tensor<1024x256xf32>, %arg13: tensor<1024x256xf32>, %arg14: tensor<1024x256xf32>, %arg15: tensor<1024x256xf32>, %arg16: tensor<2x1024x2304xbf16>, %arg17: tensor<2x1024x2304xf32>, %arg18: tensor<2x1024x2304xf32>, %arg19: tensor<2x1024xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x2304xf32>, %arg22: tensor<2x1024xf32>, %arg23: tensor<2304xbf16>, %arg24: tensor<2304xf32>, %arg25: tensor<2x1024x2304xf32>, %arg26: tensor<2304xf32>, %arg27: tensor<2x1024x2304xf32>, %arg28: tensor<2048x2304xbf16>, %arg29: tensor<2048x2304xbf16>, %arg30: tensor<2048x2304xbf16>, %arg31: tensor<1024x2304xbf16>, %arg32: tensor<2048x2304xbf16>, %arg33: tensor<1024x2304xbf16>, %arg34: tensor<2x1024x8x256xbf16>, %arg35: tensor<1024x256xbf16>, %arg36: tensor<2x1024x8x128xbf16>, %arg37: tensor<2x1024x8x128xbf16>, %arg38: tensor<2x1024x8x128xbf16>, %arg39: tensor<2x8x1024x256xbf16>, %arg40: tensor<1024x256xbf16>, %arg41: tensor<2x1024x8x256xbf16>, %arg42: tensor<2x8x1024x256xbf16>, %arg43: tensor<2x1024x4x256xbf16>, %arg44: tensor<1024x256xbf16>, %arg45: tensor<2x1024x4x128xbf16>, %arg46: tensor<2x1024x4x128xbf16>, %arg47: tensor<2x1024x4x128xbf16>, %arg48: tensor<2x4x1024x256xbf16>, %arg49: tensor<1024x256xbf16>, %arg50: tensor<2x1024x4x256xbf16>, %arg51: tensor<2x4x1024x256xbf16>, %arg52: tensor<2x8x1024x256xbf16>, %arg53: tensor<2x4x1024x256xbf16>, %arg54: tensor<2x4x1024x256xbf16>, %arg55: tensor<2x8x1024x256xbf16>, %arg56: tensor<2048x2048xbf16>, %arg57: tensor<2304x2048xbf16>, %arg58: tensor<2x1024x2304xbf16>, %arg59: tensor<2x1024x2304xf32>, %arg60: tensor<2x1024x2304xf32>, %arg61: tensor<2x1024xf32>, %arg62: tensor<2x1024xf32>, %arg63: tensor<2x1024x2304xf32>, %arg64: tensor<2x1024xf32>, %arg65: tensor<2304xbf16>, %arg66: tensor<2304xf32>, %arg67: tensor<2x1024x2304xf32>, %arg68: tensor<2304xf32>, %arg69: tensor<2x1024x2304xf32>, %arg70: tensor<2x1024x2304xbf16>, %arg71: tensor<2x1024x2304xbf16>, %arg72: tensor<2x1024x2304xbf16>, %arg73: tensor<2x1024x2304xf32>, %arg74: tensor<2x1024x2304xf32>, %arg75: tensor<2x1024xf32>, %arg76: tensor<2x1024xf32>, %arg77: tensor<2x1024x2304xf32>, %arg78: tensor<2x1024xf32>, %arg79: tensor<2304xbf16>, %arg80: tensor<2304xf32>, %arg81: tensor<2x1024x2304xf32>, %arg82: tensor<2304xf32>, %arg83: tensor<2x1024x2304xf32>, %arg84: tensor<2048x2304xbf16>, %arg85: tensor<9216x2304xbf16>, %arg86: tensor<2x1024x9216xbf16>, %arg87: tensor<2048x2304xbf16>, %arg88: tensor<9216x2304xbf16>, %arg89: tensor<2x1024x9216xbf16>, %arg90: tensor<2x1024x9216xbf16>, %arg91: tensor<2048x9216xbf16>, %arg92: tensor<2304x9216xbf16>, %arg93: tensor<2x1024x2304xbf16>, %arg94: tensor<2x1024x2304xf32>, %arg95: tensor<2x1024x2304xf32>, %arg96: tensor<2x1024xf32>, %arg97: tensor<2x1024xf32>, %arg98: tensor<2x1024x2304xf32>, %arg99: tensor<2x1024xf32>, %arg100: tensor<2304xbf16>, %arg101: tensor<2304xf32>, %arg102: tensor<2x1024x2304xf32>, %arg103: tensor<2304xf32>, %arg104: tensor<2x1024x2304xf32>, %arg105: tensor<2x1024x2304xbf16>, %arg106: tensor<2x1024x2304xbf16>, %arg107: tensor<2x1024x2304xbf16>, %arg108: tensor<2x1024x2304xf32>, %arg109: tensor<2x1024x2304xf32>, %arg110: tensor<2x1024xf32>, %arg111: tensor<2x1024xf32>, %arg112: tensor<2x1024x2304xf32>, %arg113: tensor<2x1024xf32>, %arg114: tensor<2304xbf16>, %arg115: tensor<2304xf32>, %arg116: tensor<2x1024x2304xf32>, %arg117: tensor<2304xf32>, %arg118: tensor<2x1024x2304xf32>, %arg119: tensor<2048x2304xbf16>, %arg120: tensor<2048x2304xbf16>, %arg121: tensor<2048x2304xbf16>, %arg122: tensor<1024x2304xbf16>, %arg123: tensor<2048x2304xbf16>, %arg124: tensor<1024x2304xbf16>, %arg125: tensor<2x1024x8x256xbf16>, %arg126: tensor<1024x256xbf16>, %arg127: tensor<2x1024x8x128xbf16>, %arg128: tensor<2x1024x8x128xbf16>, %arg129: tensor<2x1024x8x128xbf16>, %arg130: tensor<2x8x1024x256xbf16>, %arg131: tensor<1024x256xbf16>, %arg132: tensor<2x1024x8x256xbf16>, %arg133: tensor<2x8x1024x256xbf16>, %arg134: tensor<2x1024x4x256xbf16>, %arg135: tensor<1024x256xbf16>, %arg136: tensor<2x1024x4x128xbf16>, %arg137: tensor<2x1024x4x128xbf16>, %arg138: tensor<2x1024x4x128xbf16>, %arg139: tensor<2x4x1024x256xbf16>, %arg140: tensor<1024x256xbf16>, %arg141: tensor<2x1024x4x256xbf16>, %arg142: tensor<2x4x1024x256xbf16>, %arg143: tensor<2x8x1024x256xbf16>, %arg144: tensor<2x4x1024x256xbf16>, %arg145: tensor<2x4x1024x256xbf16>, %arg146: tensor<2x8x1024x256xbf16>, %arg147: tensor<2048x2048xbf16>, %arg148: tensor<2304x2048xbf16>, %arg149: tensor<2x1024x2304xbf16>, %arg150: tensor<2x1024x2304xf32>, %arg151: tensor<2x1024x2304xf32>, %arg152: tensor<2x1024xf32>, %arg153: tensor<2x1024xf32>, %arg154: tensor<2x1024x2304xf32>, %arg155: tensor<2x1024xf32>, %arg156: tensor<2304xbf16>, %arg157: tensor<2304xf32>, %arg158: tensor<2x1024x2304xf32>, %arg159: tensor<2304xf32>, %arg160: tensor<2x1024x2304xf32>, %arg161: tensor<2x1024x2304xbf16>, %arg162: tensor<2x1024x2304xbf16>, %arg163: tensor<2x1024x2304xbf16>, %arg164: tensor<2x1024x2304xf32>, %arg165: tensor<2x1024x2304xf32>, %arg166: tensor<2x1024xf32>, %arg167: tensor<2x1024xf32>, %arg168: tensor<2x1024x2304xf32>, %arg169: tensor<2x1024xf32>, %arg170: tensor<2304xbf16>, %arg171: tensor<2304xf32>, %arg172: tensor<2x1024x2304xf32>, %arg173: tensor<2304xf32>, %arg174: tensor<2x1024x2304xf32>, %arg175: tensor<2048x2304xbf16>, %arg176: tensor<9216x2304xbf16>, %arg177: tensor<2x1024x9216xbf16>, %arg178: tensor<2048x2304xbf16>, %arg179: tensor<9216x2304xbf16>, %arg180: tensor<2x1024x9216xbf16>, %arg181: tensor<2x1024x9216xbf16>, %arg182: tensor<2048x9216xbf16>, %arg183: tensor<2304x9216xbf16>, %arg184: tensor<2x1024x2304xbf16>, %arg185: tensor<2x1024x2304xf32>, %arg186: tensor<2x1024x2304xf32>, %arg187: tensor<2x1024xf32>, %arg188: tensor<2x1024xf32>, %arg189: tensor<2x1024x2304xf32>, %arg190: tensor<2x1024xf32>, %arg191: tensor<2304xbf16>, %arg192: tensor<2304xf32>, %arg193: tensor<2x1024x2304xf32>, %arg194: tensor<2304xf32>, %arg195: tensor<2x1024x2304xf32>, %arg196: tensor<2x1024x2304xbf16>, %arg197: tensor<2x1024x2304xbf16>, %arg198: tensor<2x1024x2304xbf16>, %arg199: tensor<2x1024x2304xf32>, %arg200: tensor<2x1024x2304xf32>, %arg201: tensor<2x1024xf32>, %arg202: tensor<2x1024xf32>, %arg203: tensor<2x1024x2304xf32>, %arg204: tensor<2x1024xf32>, %arg205: tensor<2304xbf16>, %arg206: tensor<2304xf32>, %arg207: tensor<2x1024x2304xf32>, %arg208: tensor<2304xf32>, %arg209: tensor<2x1024x2304xf32>, %arg210: tensor<2048x2304xbf16>, %arg211: tensor<256000x2304xbf16>, %arg212: tensor<2x1024x256000xbf16>, %arg213: tensor<2x1024x256000xbf16>, %arg214: tensor<2x1024x256000xbf16>, %arg215: tensor<2x1024x256000xbf16>, %arg216: tensor<2x1024xi64>, %arg217: tensor<2x1024xi64>, %arg218: tensor<2048x256000xf32>, %arg219: tensor<2048xi64>, %arg220: tensor<f32>, %arg221: tensor<2048xi64>, %arg222: tensor<f32>, %arg223: tensor<2048x256000xf32>, %arg224: tensor<2048x256000xf32>, %arg225: tensor<2x1024x256000xf32>, %arg226: tensor<2x1024x256000xbf16>, %arg227: tensor<2x1024x256000xbf16>, %arg228: tensor<2x1024x256000xbf16>, %arg229: tensor<2x1024x256000xbf16>, %arg230: tensor<2048x256000xbf16>, %arg231: tensor<2048x2304xbf16>, %arg232: tensor<2048x256000xbf16>, %arg233: tensor<256000x2304xbf16>, %arg234: tensor<2x1024x2304xbf16>, %arg235: tensor<2x1024x2304xf32>, %arg236: tensor<2x1024x2304xf32>, %arg237: tensor<2x1024x2304xf32>, %arg238: tensor<2304xf32>, %arg239: tensor<2x1024x2304xf32>, %arg240: tensor<2304xf32>, %arg241: tensor<2x1024x2304xf32>, %arg242: tensor<2x1024x2304xf32>, %arg243: tensor<2x1024x2304xf32>, %arg244: tensor<2x1024xf32>, %arg245: tensor<2x1024x2304xf32>, %arg246: tensor<2x1024xf32>, %arg247: tensor<2x1024xf32>, %arg248: tensor<2x1024xf32>, %arg249: tensor<2x1024xf32>, %arg250: tensor<2x1024xf32>, %arg251: tensor<2x1024x2304xf32>, %arg252: tensor<2x1024x2304xf32>, %arg253: tensor<2x1024x2304xf32>, %arg254: tensor<2x1024x2304xf32>, %arg255: tensor<2x1024x2304xf32>, %arg256: tensor<2x1024x2304xf32>, %arg257: tensor<2x1024x2304xf32>, %arg258: tensor<2x1024x2304xbf16>, %arg259: tensor<2x1024x2304xf32>, %arg260: tensor<2x1024x2304xf32>, %arg261: tensor<2x1024x2304xf32>, %arg262: tensor<2304xf32>, %arg263: tensor<2x1024x2304xf32>, %arg264: tensor<2304xf32>, %arg265: tensor<2x1024x2304xf32>, %arg266: tensor<2x1024x2304xf32>, %arg267: tensor<2x1024x2304xf32>, %arg268: tensor<2x1024xf32>, %arg269: tensor<2x1024x2304xf32>, %arg270: tensor<2x1024xf32>, %arg271: tensor<2x1024xf32>, %arg272: tensor<2x1024xf32>, %arg273: tensor<2x1024xf32>, %arg274: tensor<2x1024xf32>, %arg275: tensor<2x1024x2304xf32>, %arg276: tensor<2x1024x2304xf32>, %arg277: tensor<2x1024x2304xf32>, %arg278: tensor<2x1024x2304xf32>, %arg279: tensor<2x1024x2304xf32>, %arg280: tensor<2x1024x2304xf32>, %arg281: tensor<2x1024x2304xf32>, %arg282: tensor<2048x2304xbf16>, %arg283: tensor<2048x9216xbf16>, %arg284: tensor<2048x2304xbf16>, %arg285: tensor<2304x9216xbf16>, %arg286: tensor<2x1024x9216xbf16>, %arg287: tensor<2x1024x9216xbf16>, %arg288: tensor<2x1024x9216xbf16>, %arg289: tensor<2x1024x9216xbf16>, %arg290: tensor<2048x9216xbf16>, %arg291: tensor<2048x2304xbf16>, %arg292: tensor<2048x9216xbf16>, %arg293: tensor<9216x2304xbf16>, %arg294: tensor<2x1024x9216xbf16>, %arg295: tensor<2x1024x9216xbf16>, %arg296: tensor<2048x9216xbf16>, %arg297: tensor<2048x2304xbf16>, %arg298: tensor<2048x9216xbf16>, %arg299: tensor<9216x2304xbf16>, %arg300: tensor<2x1024x2304xbf16>, %arg301: tensor<2x1024x2304xbf16>, %arg302: tensor<2x1024x2304xbf16>, %arg303: tensor<2x1024x2304xf32>, %arg304: tensor<2x1024x2304xf32>, %arg305: tensor<2x1024x2304xf32>, %arg306: tensor<2304xf32>, %arg307: tensor<2x1024x2304xf32>, %arg308: tensor<2304xf32>, %arg309: tensor<2x1024x2304xf32>, %arg310: tensor<2x1024x2304xf32>, %arg311: tensor<2x1024x2304xf32>, %arg312: tensor<2x1024xf32>, %arg313: tensor<2x1024x2304xf32>, %arg314: tensor<2x1024xf32>, %arg315: tensor<2x1024xf32>, %arg316: tensor<2x1024xf32>, %arg317: tensor<2x1024xf32>, %arg318: tensor<2x1024xf32>, %arg319: tensor<2x1024x2304xf32>, %arg320: tensor<2x1024x2304xf32>, %arg321: tensor<2x1024x2304xf32>, %arg322: tensor<2x1024x2304xf32>, %arg323: tensor<2x1024x2304xf32>, %arg324: tensor<2x1024x2304xf32>, %arg325: tensor<2x1024x2304xf32>, %arg326: tensor<2x1024x2304xbf16>, %arg327: tensor<2x1024x2304xbf16>, %arg328: tensor<2x1024x2304xbf16>, %arg329: tensor<2x1024x2304xf32>, %arg330: tensor<2x1024x2304xf32>, %arg331: tensor<2x1024x2304xf32>, %arg332: tensor<2304xf32>, %arg333: tensor<2x1024x2304xf32>, %arg334: tensor<2304xf32>, %arg335: tensor<2x1024x2304xf32>, %arg336: tensor<2x1024x2304xf32>, %arg337: tensor<2x1024x2304xf32>, %arg338: tensor<2x1024xf32>, %arg339: tensor<2x1024x2304xf32>, %arg340: tensor<2x1024xf32>, %arg341: tensor<2x1024xf32>, %arg342: tensor<2x1024xf32>, %arg343: tensor<2x1024xf32>, %arg344: tensor<2x1024xf32>, %arg345: tensor<2x1024x2304xf32>, %arg346: tensor<2x1024x2304xf32>, %arg347: tensor<2x1024x2304xf32>, %arg348: tensor<2x1024x2304xf32>, %arg349: tensor<2x1024x2304xf32>, %arg350: tensor<2x1024x2304xf32>, %arg351: tensor<2x1024x2304xf32>, %arg352: tensor<2048x2304xbf16>, %arg353: tensor<2048x2048xbf16>, %arg354: tensor<2048x2304xbf16>, %arg355: tensor<2304x2048xbf16>, %arg356: tensor<2x1024x4x256xbf16>, %arg357: tensor<1024x256xbf16>, %arg358: tensor<2x1024x4x128xbf16>, %arg359: tensor<2x1024x4x128xbf16>, %arg360: tensor<2x1024x4x128xbf16>, %arg361: tensor<2x4x1024x256xbf16>, %arg362: tensor<2x4x1024x256xbf16>, %arg363: tensor<2x1024x4x256xbf16>, %arg364: tensor<1024x256xbf16>, %arg365: tensor<2x4x1024x256xbf16>, %arg366: tensor<2x1024x4x256xbf16>, %arg367: tensor<2x1024x8x256xbf16>, %arg368: tensor<1024x256xbf16>, %arg369: tensor<2x1024x8x128xbf16>, %arg370: tensor<2x1024x8x128xbf16>, %arg371: tensor<2x1024x8x128xbf16>, %arg372: tensor<2x8x1024x256xbf16>, %arg373: tensor<2x8x1024x256xbf16>, %arg374: tensor<2x1024x8x256xbf16>, %arg375: tensor<1024x256xbf16>, %arg376: tensor<2x8x1024x256xbf16>, %arg377: tensor<2x1024x8x256xbf16>, %arg378: tensor<2048x1024xbf16>, %arg379: tensor<2048x2304xbf16>, %arg380: tensor<2048x1024xbf16>, %arg381: tensor<1024x2304xbf16>, %arg382: tensor<2x4x1024x256xbf16>, %arg383: tensor<2048x1024xbf16>, %arg384: tensor<2048x2304xbf16>, %arg385: tensor<2048x1024xbf16>, %arg386: tensor<1024x2304xbf16>, %arg387: tensor<2x1024x2304xbf16>, %arg388: tensor<2x1024x2304xbf16>, %arg389: tensor<2x8x1024x256xbf16>, %arg390: tensor<2048x2048xbf16>, %arg391: tensor<2048x2304xbf16>, %arg392: tensor<2048x2048xbf16>, %arg393: tensor<2048x2304xbf16>, %arg394: tensor<2x1024x2304xbf16>, %arg395: tensor<2x1024x2304xbf16>, %arg396: tensor<2x1024x2304xbf16>, %arg397: tensor<2x1024x2304xf32>, %arg398: tensor<2x1024x2304xf32>, %arg399: tensor<2x1024x2304xf32>, %arg400: tensor<2304xf32>, %arg401: tensor<2x1024x2304xf32>, %arg402: tensor<2304xf32>, %arg403: tensor<2x1024x2304xf32>, %arg404: tensor<2x1024x2304xf32>, %arg405: tensor<2x1024x2304xf32>, %arg406: tensor<2x1024xf32>, %arg407: tensor<2x1024x2304xf32>, %arg408: tensor<2x1024xf32>, %arg409: tensor<2x1024xf32>, %arg410: tensor<2x1024xf32>, %arg411: tensor<2x1024xf32>, %arg412: tensor<2x1024xf32>, %arg413: tensor<2x1024x2304xf32>, %arg414: tensor<2x1024x2304xf32>, %arg415: tensor<2x1024x2304xf32>, %arg416: tensor<2x1024x2304xf32>, %arg417: tensor<2x1024x2304xf32>, %arg418: tensor<2x1024x2304xf32>, %arg419: tensor<2x1024x2304xf32>, %arg420: tensor<2x1024x2304xbf16>, %arg421: tensor<2x1024x2304xbf16>, %arg422: tensor<2x1024x2304xbf16>, %arg423: tensor<2x1024x2304xf32>, %arg424: tensor<2x1024x2304xf32>, %arg425: tensor<2x1024x2304xf32>, %arg426: tensor<2304xf32>, %arg427: tensor<2x1024x2304xf32>, %arg428: tensor<2304xf32>, %arg429: tensor<2x1024x2304xf32>, %arg430: tensor<2x1024x2304xf32>, %arg431: tensor<2x1024x2304xf32>, %arg432: tensor<2x1024xf32>, %arg433: tensor<2x1024x2304xf32>, %arg434: tensor<2x1024xf32>, %arg435: tensor<2x1024xf32>, %arg436: tensor<2x1024xf32>, %arg437: tensor<2x1024xf32>, %arg438: tensor<2x1024xf32>, %arg439: tensor<2x1024x2304xf32>, %arg440: tensor<2x1024x2304xf32>, %arg441: tensor<2x1024x2304xf32>, %arg442: tensor<2x1024x2304xf32>, %arg443: tensor<2x1024x2304xf32>, %arg444: tensor<2x1024x2304xf32>, %arg445: tensor<2x1024x2304xf32>, %arg446: tensor<2048x2304xbf16>, %arg447: tensor<2048x9216xbf16>, %arg448: tensor<2048x2304xbf16>, %arg449: tensor<2304x9216xbf16>, %arg450: tensor<2x1024x9216xbf16>, %arg451: tensor<2x1024x9216xbf16>, %arg452: tensor<2x1024x9216xbf16>, %arg453: tensor<2x1024x9216xbf16>, %arg454: tensor<2048x9216xbf16>, %arg455: tensor<2048x2304xbf16>, %arg456: tensor<2048x9216xbf16>, %arg457: tensor<9216x2304xbf16>, %arg458: tensor<2x1024x9216xbf16>, %arg459: tensor<2x1024x9216xbf16>, %arg460: tensor<2048x9216xbf16>, %arg461: tensor<2048x2304xbf16>, %arg462: tensor<2048x9216xbf16>, %arg463: tensor<9216x2304xbf16>, %arg464: tensor<2x1024x2304xbf16>, %arg465: tensor<2x1024x2304xbf16>, %arg466: tensor<2x1024x2304xbf16>, %arg467: tensor<2x1024x2304xf32>, %arg468: tensor<2x1024x2304xf32>, %arg469: tensor<2x1024x2304xf32>, %arg470: tensor<2304xf32>, %arg471: tensor<2x1024x2304xf32>, %arg472: tensor<2304xf32>, %arg473: tensor<2x1024x2304xf32>, %arg474: tensor<2x1024x2304xf32>, %arg475: tensor<2x1024x2304xf32>, %arg476: tensor<2x1024xf32>, %arg477: tensor<2x1024x2304xf32>, %arg478: tensor<2x1024xf32>, %arg479: tensor<2x1024xf32>, %arg480: tensor<2x1024xf32>, %arg481: tensor<2x1024xf32>, %arg482: tensor<2x1024xf32>, %arg483: tensor<2x1024x2304xf32>, %arg484: tensor<2x1024x2304xf32>, %arg485: tensor<2x1024x2304xf32>, %arg486: tensor<2x1024x2304xf32>, %arg487: tensor<2x1024x2304xf32>, %arg488: tensor<2x1024x2304xf32>, %arg489: tensor<2x1024x2304xf32>, %arg490: tensor<2x1024x2304xbf16>, %arg491: tensor<2x1024x2304xbf16>, %arg492: tensor<2x1024x2304xbf16>, %arg493: tensor<2x1024x2304xf32>, %arg494: tensor<2x1024x2304xf32>, %arg495: tensor<2x1024x2304xf32>, %arg496: tensor<2304xf32>, %arg497: tensor<2x1024x2304xf32>, %arg498: tensor<2304xf32>, %arg499: tensor<2x1024x2304xf32>, %arg500: tensor<2x1024x2304xf32>, %arg501: tensor<2x1024x2304xf32>, %arg502: tensor<2x1024xf32>, %arg503: tensor<2x1024x2304xf32>, %arg504: tensor<2x1024xf32>, %arg505: tensor<2x1024xf32>, %arg506: tensor<2x1024xf32>, %arg507: tensor<2x1024xf32>, %arg508: tensor<2x1024xf32>, %arg509: tensor<2x1024x2304xf32>, %arg510: tensor<2x1024x2304xf32>, %arg511: tensor<2x1024x2304xf32>, %arg512: tensor<2x1024x2304xf32>, %arg513: tensor<2x1024x2304xf32>, %arg514: tensor<2x1024x2304xf32>, %arg515: tensor<2x1024x2304xf32>, %arg516: tensor<2048x2304xbf16>, %arg517: tensor<2048x2048xbf16>, %arg518: tensor<2048x2304xbf16>, %arg519: tensor<2304x2048xbf16>, %arg520: tensor<2x1024x4x256xbf16>, %arg521: tensor<1024x256xbf16>, %arg522: tensor<2x1024x4x128xbf16>, %arg523: tensor<2x1024x4x128xbf16>, %arg524: tensor<2x1024x4x128xbf16>, %arg525: tensor<2x4x1024x256xbf16>, %arg526: tensor<2x4x1024x256xbf16>, %arg527: tensor<2x1024x4x256xbf16>, %arg528: tensor<1024x256xbf16>, %arg529: tensor<2x4x1024x256xbf16>, %arg530: tensor<2x1024x4x256xbf16>, %arg531: tensor<2x1024x8x256xbf16>, %arg532: tensor<1024x256xbf16>, %arg533: tensor<2x1024x8x128xbf16>, %arg534: tensor<2x1024x8x128xbf16>, %arg535: tensor<2x1024x8x128xbf16>, %arg536: tensor<2x8x1024x256xbf16>, %arg537: tensor<2x8x1024x256xbf16>, %arg538: tensor<2x1024x8x256xbf16>, %arg539: tensor<1024x256xbf16>, %arg540: tensor<2x8x1024x256xbf16>, %arg541: tensor<2x1024x8x256xbf16>, %arg542: tensor<2048x1024xbf16>, %arg543: tensor<2048x2304xbf16>, %arg544: tensor<2048x1024xbf16>, %arg545: tensor<1024x2304xbf16>, %arg546: tensor<2x4x1024x256xbf16>, %arg547: tensor<2048x1024xbf16>, %arg548: tensor<2048x2304xbf16>, %arg549: tensor<2048x1024xbf16>, %arg550: tensor<1024x2304xbf16>, %arg551: tensor<2x1024x2304xbf16>, %arg552: tensor<2x1024x2304xbf16>, %arg553: tensor<2x8x1024x256xbf16>, %arg554: tensor<2048x2048xbf16>, %arg555: tensor<2048x2304xbf16>, %arg556: tensor<2048x2048xbf16>, %arg557: tensor<2048x2304xbf16>, %arg558: tensor<2x1024x2304xbf16>, %arg559: tensor<2x1024x2304xbf16>, %arg560: tensor<2x1024x2304xbf16>, %arg561: tensor<2x1024x2304xf32>, %arg562: tensor<2x1024x2304xf32>, %arg563: tensor<2x1024x2304xf32>, %arg564: tensor<2304xf32>, %arg565: tensor<2x1024x2304xf32>, %arg566: tensor<2304xf32>, %arg567: tensor<2x1024x2304xf32>, %arg568: tensor<2x1024x2304xf32>, %arg569: tensor<2x1024x2304xf32>, %arg570: tensor<2x1024xf32>, %arg571: tensor<2x1024x2304xf32>, %arg572: tensor<2x1024xf32>, %arg573: tensor<2x1024xf32>, %arg574: tensor<2x1024xf32>, %arg575: tensor<2x1024xf32>, %arg576: tensor<2x1024xf32>, %arg577: tensor<2x1024x2304xf32>, %arg578: tensor<2x1024x2304xf32>, %arg579: tensor<2x1024x2304xf32>, %arg580: tensor<2x1024x2304xf32>, %arg581: tensor<2x1024x2304xf32>, %arg582: tensor<2x1024x2304xf32>, %arg583: tensor<2x1024x2304xf32>, %arg584: tensor<2x1024x2304xbf16>, %arg585: tensor<2x1024x2304xbf16>, %arg586: tensor<2x1024x2304xbf16>, %arg587: tensor<bf16>, %arg588: tensor<2x1024xi64>, %arg589: tensor<2x1024x2304xbf16>, %arg590: tensor<256000x2304xbf16>, %arg591: tensor<256000x2304xbf16>) -> (tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<128x1024xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xbf16>, tensor<1024x256xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x2048xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x2048xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x256000xf32>, tensor<f32>, tensor<f32>, tensor<2048x256000xf32>, tensor<2048x256000xf32>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<256000x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x4x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x8x256xbf16>, tensor<2048x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x4x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x8x256xbf16>, tensor<2048x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<256000x2304xbf16>, tensor<256000x2304xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 6.250000e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<256000x2304xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.embed_tokens:aten.embedding.default")
    %e3 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %arg3 : tensor<2x1024x2304xbf16>, tensor<bf16>) outs(%e3 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.embed_tokens:aten.mul.Tensor")
    %e5 = tensor.empty() : tensor<1024xi64>
    %r6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e5 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("model:aten.arange.default")
    %e7 = tensor.empty() : tensor<1024xi64>
    %r8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<1024xi64>) outs(%e7 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("model:aten.add.Tensor")
    %e9 = tensor.empty() : tensor<1024xf32>
    %r10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg5 : tensor<1024xi64>) outs(%e9 : tensor<1024xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      linalg.yield %b1 : f32
    } -> tensor<1024xf32> loc("model.rotary_emb:aten._to_copy.default")
    %e11 = tensor.empty() : tensor<128x1024xf32>
    %z12 = linalg.fill ins(%c1 : f32) outs(%e11 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %r13 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg6, %arg7 : tensor<128x1xf32>, tensor<1x1024xf32>) outs(%z12 : tensor<128x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<128x1024xf32> loc("model.rotary_emb:aten.bmm.default")
    %e14 = tensor.empty() : tensor<1024x256xf32>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg8, %arg9 : tensor<128x1024xf32>, tensor<128x1024xf32>) outs(%e14 : tensor<1024x256xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x256xf32> loc("model.rotary_emb:aten.cat.default")
    %e16 = tensor.empty() : tensor<1024x256xf32>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x256xf32>) outs(%e16 : tensor<1024x256xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x256xf32> loc("model.rotary_emb:aten.cos.default")
    %e18 = tensor.empty() : tensor<1024x256xf32>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024x256xf32>) outs(%e18 : tensor<1024x256xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x256xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e20 = tensor.empty() : tensor<1024x256xf32>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x256xf32>) outs(%e20 : tensor<1024x256xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x256xf32> loc("model.rotary_emb:aten.sin.default")
    %e22 = tensor.empty() : tensor<1024x256xf32>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x256xf32>) outs(%e22 : tensor<1024x256xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x256xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e24 = tensor.empty() : tensor<1024x256xbf16>
    %r25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<1024x256xf32>) outs(%e24 : tensor<1024x256xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x256xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e26 = tensor.empty() : tensor<1024x256xbf16>
    %r27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<1024x256xf32>) outs(%e26 : tensor<1024x256xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x256xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e28 = tensor.empty() : tensor<2x1024x2304xf32>
    %r29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<2x1024x2304xbf16>) outs(%e28 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e30 = tensor.empty() : tensor<2x1024x2304xf32>
    %r31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<2x1024x2304xf32>) outs(%e30 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e32 = tensor.empty() : tensor<2x1024xf32>
    %z33 = linalg.fill ins(%c1 : f32) outs(%e32 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg18 : tensor<2x1024x2304xf32>) outs(%z33 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mean.dim")
    %e35 = tensor.empty() : tensor<2x1024xf32>
    %r36 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg19 : tensor<2x1024xf32>) outs(%e35 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e37 = tensor.empty() : tensor<2x1024xf32>
    %r38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<2x1024xf32>) outs(%e37 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.rsqrt.default")
    %e39 = tensor.empty() : tensor<2x1024x2304xf32>
    %r40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21, %arg22 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e39 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e41 = tensor.empty() : tensor<2304xf32>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg23 : tensor<2304xbf16>) outs(%e41 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e43 = tensor.empty() : tensor<2304xf32>
    %r44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg24 : tensor<2304xf32>) outs(%e43 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e45 = tensor.empty() : tensor<2x1024x2304xf32>
    %r46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %arg26 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e45 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e47 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<2x1024x2304xf32>) outs(%e47 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e49 = tensor.empty() : tensor<2048x2048xbf16>
    %z50 = linalg.fill ins(%c2 : bf16) outs(%e49 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r51 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg28, %arg29 : tensor<2048x2304xbf16>, tensor<2048x2304xbf16>) outs(%z50 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e52 = tensor.empty() : tensor<2048x1024xbf16>
    %z53 = linalg.fill ins(%c2 : bf16) outs(%e52 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r54 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg30, %arg31 : tensor<2048x2304xbf16>, tensor<1024x2304xbf16>) outs(%z53 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e55 = tensor.empty() : tensor<2048x1024xbf16>
    %z56 = linalg.fill ins(%c2 : bf16) outs(%e55 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r57 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg32, %arg33 : tensor<2048x2304xbf16>, tensor<1024x2304xbf16>) outs(%z56 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e58 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg34, %arg35 : tensor<2x1024x8x256xbf16>, tensor<1024x256xbf16>) outs(%e58 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg36 : tensor<2x1024x8x128xbf16>) outs(%e60 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e62 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e62 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e64 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x8x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e64 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e66 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg41, %arg42 : tensor<2x1024x8x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%e66 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e68 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg43, %arg44 : tensor<2x1024x4x256xbf16>, tensor<1024x256xbf16>) outs(%e68 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e70 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg45 : tensor<2x1024x4x128xbf16>) outs(%e70 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e72 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x4x128xbf16>, tensor<2x1024x4x128xbf16>) outs(%e72 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e74 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg48, %arg49 : tensor<2x4x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e74 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e76 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg50, %arg51 : tensor<2x1024x4x256xbf16>, tensor<2x4x1024x256xbf16>) outs(%e76 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e78 = tensor.empty() : tensor<2x4x2x1024x256xbf16>
    %bc79 = linalg.broadcast ins(%arg53 : tensor<2x4x1024x256xbf16>) outs(%e78 : tensor<2x4x2x1024x256xbf16>) dimensions = [2]
    %kv80 = tensor.collapse_shape %bc79 [[0], [1, 2], [3], [4]] : tensor<2x4x2x1024x256xbf16> into tensor<2x8x1024x256xbf16>
    %e81 = tensor.empty() : tensor<2x4x2x1024x256xbf16>
    %bc82 = linalg.broadcast ins(%arg54 : tensor<2x4x1024x256xbf16>) outs(%e81 : tensor<2x4x2x1024x256xbf16>) dimensions = [2]
    %kv83 = tensor.collapse_shape %bc82 [[0], [1, 2], [3], [4]] : tensor<2x4x2x1024x256xbf16> into tensor<2x8x1024x256xbf16>
    %e84 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %z85 = linalg.fill ins(%c2 : bf16) outs(%e84 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
    %r86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg52, %kv80 : tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%z85 : tensor<2x8x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e88 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %m87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r86 : tensor<2x8x1024x1024xbf16>) outs(%e88 : tensor<2x8x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x8x1024x1024xbf16>
    %e90 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %p89 = linalg.softmax dimension(3) ins(%m87 : tensor<2x8x1024x1024xbf16>) outs(%e90 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
    %e91 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z92 = linalg.fill ins(%c2 : bf16) outs(%e91 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p89, %kv83 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z92 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e94 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %z95 = linalg.fill ins(%c2 : bf16) outs(%e94 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
    %r96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg55, %kv83 : tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%z95 : tensor<2x8x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e97 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z98 = linalg.fill ins(%c2 : bf16) outs(%e97 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p89, %arg55 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z98 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e100 = tensor.empty() : tensor<2x8x1024xbf16>
    %z101 = linalg.fill ins(%c2 : bf16) outs(%e100 : tensor<2x8x1024xbf16>) -> tensor<2x8x1024xbf16>
    %rs102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p89, %r96 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x1024xbf16>) outs(%z101 : tensor<2x8x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024xbf16>
    %e104 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %ds103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p89, %r96, %rs102 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x1024xbf16>, tensor<2x8x1024xbf16>) outs(%e104 : tensor<2x8x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x8x1024x1024xbf16>
    %e105 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z106 = linalg.fill ins(%c2 : bf16) outs(%e105 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds103, %kv80 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z106 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e108 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z109 = linalg.fill ins(%c2 : bf16) outs(%e108 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds103, %arg52 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z109 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %g111 = tensor.expand_shape %r110 [[0], [1, 2], [3], [4]] output_shape [2, 4, 2, 1024, 256] : tensor<2x8x1024x256xbf16> into tensor<2x4x2x1024x256xbf16>
    %e112 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %z113 = linalg.fill ins(%c2 : bf16) outs(%e112 : tensor<2x4x1024x256xbf16>) -> tensor<2x4x1024x256xbf16>
    %gs114 = linalg.reduce ins(%g111 : tensor<2x4x2x1024x256xbf16>) outs(%z113 : tensor<2x4x1024x256xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g115 = tensor.expand_shape %r99 [[0], [1, 2], [3], [4]] output_shape [2, 4, 2, 1024, 256] : tensor<2x8x1024x256xbf16> into tensor<2x4x2x1024x256xbf16>
    %e116 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %z117 = linalg.fill ins(%c2 : bf16) outs(%e116 : tensor<2x4x1024x256xbf16>) -> tensor<2x4x1024x256xbf16>
    %gs118 = linalg.reduce ins(%g115 : tensor<2x4x2x1024x256xbf16>) outs(%z117 : tensor<2x4x1024x256xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e119 = tensor.empty() : tensor<2048x2304xbf16>
    %z120 = linalg.fill ins(%c2 : bf16) outs(%e119 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r121 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg56, %arg57 : tensor<2048x2048xbf16>, tensor<2304x2048xbf16>) outs(%z120 : tensor<2048x2304xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2304xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e122 = tensor.empty() : tensor<2x1024x2304xf32>
    %r123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg58 : tensor<2x1024x2304xbf16>) outs(%e122 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e124 = tensor.empty() : tensor<2x1024x2304xf32>
    %r125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg59 : tensor<2x1024x2304xf32>) outs(%e124 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e126 = tensor.empty() : tensor<2x1024xf32>
    %z127 = linalg.fill ins(%c1 : f32) outs(%e126 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg60 : tensor<2x1024x2304xf32>) outs(%z127 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mean.dim")
    %e129 = tensor.empty() : tensor<2x1024xf32>
    %r130 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<2x1024xf32>) outs(%e129 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e131 = tensor.empty() : tensor<2x1024xf32>
    %r132 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg62 : tensor<2x1024xf32>) outs(%e131 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.rsqrt.default")
    %e133 = tensor.empty() : tensor<2x1024x2304xf32>
    %r134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63, %arg64 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e133 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e135 = tensor.empty() : tensor<2304xf32>
    %r136 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg65 : tensor<2304xbf16>) outs(%e135 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e137 = tensor.empty() : tensor<2304xf32>
    %r138 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg66 : tensor<2304xf32>) outs(%e137 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e139 = tensor.empty() : tensor<2x1024x2304xf32>
    %r140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg67, %arg68 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e139 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e141 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69 : tensor<2x1024x2304xf32>) outs(%e141 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e143 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70, %arg71 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e143 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0:aten.add.Tensor")
    %e145 = tensor.empty() : tensor<2x1024x2304xf32>
    %r146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg72 : tensor<2x1024x2304xbf16>) outs(%e145 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten._to_copy.default")
    %e147 = tensor.empty() : tensor<2x1024x2304xf32>
    %r148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg73 : tensor<2x1024x2304xf32>) outs(%e147 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e149 = tensor.empty() : tensor<2x1024xf32>
    %z150 = linalg.fill ins(%c1 : f32) outs(%e149 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg74 : tensor<2x1024x2304xf32>) outs(%z150 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mean.dim")
    %e152 = tensor.empty() : tensor<2x1024xf32>
    %r153 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg75 : tensor<2x1024xf32>) outs(%e152 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.add.Tensor")
    %e154 = tensor.empty() : tensor<2x1024xf32>
    %r155 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<2x1024xf32>) outs(%e154 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.rsqrt.default")
    %e156 = tensor.empty() : tensor<2x1024x2304xf32>
    %r157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e156 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e158 = tensor.empty() : tensor<2304xf32>
    %r159 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg79 : tensor<2304xbf16>) outs(%e158 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten._to_copy.default")
    %e160 = tensor.empty() : tensor<2304xf32>
    %r161 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg80 : tensor<2304xf32>) outs(%e160 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.add.Tensor")
    %e162 = tensor.empty() : tensor<2x1024x2304xf32>
    %r163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e162 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e164 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83 : tensor<2x1024x2304xf32>) outs(%e164 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.pre_feedforward_layernorm:aten._to_copy.default")
    %e166 = tensor.empty() : tensor<2048x9216xbf16>
    %z167 = linalg.fill ins(%c2 : bf16) outs(%e166 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r168 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg84, %arg85 : tensor<2048x2304xbf16>, tensor<9216x2304xbf16>) outs(%z167 : tensor<2048x9216xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x9216xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e169 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg86 : tensor<2x1024x9216xbf16>) outs(%e169 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.mlp.act_fn:aten.gelu.default")
    %e171 = tensor.empty() : tensor<2048x9216xbf16>
    %z172 = linalg.fill ins(%c2 : bf16) outs(%e171 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r173 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg87, %arg88 : tensor<2048x2304xbf16>, tensor<9216x2304xbf16>) outs(%z172 : tensor<2048x9216xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x9216xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e174 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg89, %arg90 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e174 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e176 = tensor.empty() : tensor<2048x2304xbf16>
    %z177 = linalg.fill ins(%c2 : bf16) outs(%e176 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r178 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg91, %arg92 : tensor<2048x9216xbf16>, tensor<2304x9216xbf16>) outs(%z177 : tensor<2048x2304xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2304xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e179 = tensor.empty() : tensor<2x1024x2304xf32>
    %r180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg93 : tensor<2x1024x2304xbf16>) outs(%e179 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e181 = tensor.empty() : tensor<2x1024x2304xf32>
    %r182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg94 : tensor<2x1024x2304xf32>) outs(%e181 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e183 = tensor.empty() : tensor<2x1024xf32>
    %z184 = linalg.fill ins(%c1 : f32) outs(%e183 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg95 : tensor<2x1024x2304xf32>) outs(%z184 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mean.dim")
    %e186 = tensor.empty() : tensor<2x1024xf32>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg96 : tensor<2x1024xf32>) outs(%e186 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.add.Tensor")
    %e188 = tensor.empty() : tensor<2x1024xf32>
    %r189 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg97 : tensor<2x1024xf32>) outs(%e188 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.rsqrt.default")
    %e190 = tensor.empty() : tensor<2x1024x2304xf32>
    %r191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg98, %arg99 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e190 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e192 = tensor.empty() : tensor<2304xf32>
    %r193 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg100 : tensor<2304xbf16>) outs(%e192 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e194 = tensor.empty() : tensor<2304xf32>
    %r195 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg101 : tensor<2304xf32>) outs(%e194 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.add.Tensor")
    %e196 = tensor.empty() : tensor<2x1024x2304xf32>
    %r197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e196 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e198 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg104 : tensor<2x1024x2304xf32>) outs(%e198 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e200 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg105, %arg106 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e200 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0:aten.add.Tensor")
    %e202 = tensor.empty() : tensor<2x1024x2304xf32>
    %r203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg107 : tensor<2x1024x2304xbf16>) outs(%e202 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e204 = tensor.empty() : tensor<2x1024x2304xf32>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg108 : tensor<2x1024x2304xf32>) outs(%e204 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e206 = tensor.empty() : tensor<2x1024xf32>
    %z207 = linalg.fill ins(%c1 : f32) outs(%e206 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg109 : tensor<2x1024x2304xf32>) outs(%z207 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e209 = tensor.empty() : tensor<2x1024xf32>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg110 : tensor<2x1024xf32>) outs(%e209 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e211 = tensor.empty() : tensor<2x1024xf32>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg111 : tensor<2x1024xf32>) outs(%e211 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e213 = tensor.empty() : tensor<2x1024x2304xf32>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112, %arg113 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e213 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e215 = tensor.empty() : tensor<2304xf32>
    %r216 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg114 : tensor<2304xbf16>) outs(%e215 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e217 = tensor.empty() : tensor<2304xf32>
    %r218 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg115 : tensor<2304xf32>) outs(%e217 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e219 = tensor.empty() : tensor<2x1024x2304xf32>
    %r220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg116, %arg117 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e219 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e221 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg118 : tensor<2x1024x2304xf32>) outs(%e221 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e223 = tensor.empty() : tensor<2048x2048xbf16>
    %z224 = linalg.fill ins(%c2 : bf16) outs(%e223 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r225 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg119, %arg120 : tensor<2048x2304xbf16>, tensor<2048x2304xbf16>) outs(%z224 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e226 = tensor.empty() : tensor<2048x1024xbf16>
    %z227 = linalg.fill ins(%c2 : bf16) outs(%e226 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r228 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg121, %arg122 : tensor<2048x2304xbf16>, tensor<1024x2304xbf16>) outs(%z227 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e229 = tensor.empty() : tensor<2048x1024xbf16>
    %z230 = linalg.fill ins(%c2 : bf16) outs(%e229 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r231 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg123, %arg124 : tensor<2048x2304xbf16>, tensor<1024x2304xbf16>) outs(%z230 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e232 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg125, %arg126 : tensor<2x1024x8x256xbf16>, tensor<1024x256xbf16>) outs(%e232 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e234 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg127 : tensor<2x1024x8x128xbf16>) outs(%e234 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e236 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg128, %arg129 : tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e236 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e238 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg130, %arg131 : tensor<2x8x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e238 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e240 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg132, %arg133 : tensor<2x1024x8x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%e240 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e242 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg134, %arg135 : tensor<2x1024x4x256xbf16>, tensor<1024x256xbf16>) outs(%e242 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e244 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg136 : tensor<2x1024x4x128xbf16>) outs(%e244 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e246 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg137, %arg138 : tensor<2x1024x4x128xbf16>, tensor<2x1024x4x128xbf16>) outs(%e246 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e248 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg139, %arg140 : tensor<2x4x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e248 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e250 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg141, %arg142 : tensor<2x1024x4x256xbf16>, tensor<2x4x1024x256xbf16>) outs(%e250 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e252 = tensor.empty() : tensor<2x4x2x1024x256xbf16>
    %bc253 = linalg.broadcast ins(%arg144 : tensor<2x4x1024x256xbf16>) outs(%e252 : tensor<2x4x2x1024x256xbf16>) dimensions = [2]
    %kv254 = tensor.collapse_shape %bc253 [[0], [1, 2], [3], [4]] : tensor<2x4x2x1024x256xbf16> into tensor<2x8x1024x256xbf16>
    %e255 = tensor.empty() : tensor<2x4x2x1024x256xbf16>
    %bc256 = linalg.broadcast ins(%arg145 : tensor<2x4x1024x256xbf16>) outs(%e255 : tensor<2x4x2x1024x256xbf16>) dimensions = [2]
    %kv257 = tensor.collapse_shape %bc256 [[0], [1, 2], [3], [4]] : tensor<2x4x2x1024x256xbf16> into tensor<2x8x1024x256xbf16>
    %e258 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %z259 = linalg.fill ins(%c2 : bf16) outs(%e258 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg143, %kv254 : tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%z259 : tensor<2x8x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e262 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %m261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r260 : tensor<2x8x1024x1024xbf16>) outs(%e262 : tensor<2x8x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x8x1024x1024xbf16>
    %e264 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %p263 = linalg.softmax dimension(3) ins(%m261 : tensor<2x8x1024x1024xbf16>) outs(%e264 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
    %e265 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z266 = linalg.fill ins(%c2 : bf16) outs(%e265 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p263, %kv257 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z266 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e268 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %z269 = linalg.fill ins(%c2 : bf16) outs(%e268 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg146, %kv257 : tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%z269 : tensor<2x8x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e271 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z272 = linalg.fill ins(%c2 : bf16) outs(%e271 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p263, %arg146 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z272 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e274 = tensor.empty() : tensor<2x8x1024xbf16>
    %z275 = linalg.fill ins(%c2 : bf16) outs(%e274 : tensor<2x8x1024xbf16>) -> tensor<2x8x1024xbf16>
    %rs276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p263, %r270 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x1024xbf16>) outs(%z275 : tensor<2x8x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024xbf16>
    %e278 = tensor.empty() : tensor<2x8x1024x1024xbf16>
    %ds277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p263, %r270, %rs276 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x1024xbf16>, tensor<2x8x1024xbf16>) outs(%e278 : tensor<2x8x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x8x1024x1024xbf16>
    %e279 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z280 = linalg.fill ins(%c2 : bf16) outs(%e279 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds277, %kv254 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z280 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e282 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %z283 = linalg.fill ins(%c2 : bf16) outs(%e282 : tensor<2x8x1024x256xbf16>) -> tensor<2x8x1024x256xbf16>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds277, %arg143 : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x256xbf16>) outs(%z283 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %g285 = tensor.expand_shape %r284 [[0], [1, 2], [3], [4]] output_shape [2, 4, 2, 1024, 256] : tensor<2x8x1024x256xbf16> into tensor<2x4x2x1024x256xbf16>
    %e286 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %z287 = linalg.fill ins(%c2 : bf16) outs(%e286 : tensor<2x4x1024x256xbf16>) -> tensor<2x4x1024x256xbf16>
    %gs288 = linalg.reduce ins(%g285 : tensor<2x4x2x1024x256xbf16>) outs(%z287 : tensor<2x4x1024x256xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g289 = tensor.expand_shape %r273 [[0], [1, 2], [3], [4]] output_shape [2, 4, 2, 1024, 256] : tensor<2x8x1024x256xbf16> into tensor<2x4x2x1024x256xbf16>
    %e290 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %z291 = linalg.fill ins(%c2 : bf16) outs(%e290 : tensor<2x4x1024x256xbf16>) -> tensor<2x4x1024x256xbf16>
    %gs292 = linalg.reduce ins(%g289 : tensor<2x4x2x1024x256xbf16>) outs(%z291 : tensor<2x4x1024x256xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e293 = tensor.empty() : tensor<2048x2304xbf16>
    %z294 = linalg.fill ins(%c2 : bf16) outs(%e293 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r295 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg147, %arg148 : tensor<2048x2048xbf16>, tensor<2304x2048xbf16>) outs(%z294 : tensor<2048x2304xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2304xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e296 = tensor.empty() : tensor<2x1024x2304xf32>
    %r297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg149 : tensor<2x1024x2304xbf16>) outs(%e296 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e298 = tensor.empty() : tensor<2x1024x2304xf32>
    %r299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg150 : tensor<2x1024x2304xf32>) outs(%e298 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e300 = tensor.empty() : tensor<2x1024xf32>
    %z301 = linalg.fill ins(%c1 : f32) outs(%e300 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg151 : tensor<2x1024x2304xf32>) outs(%z301 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e303 = tensor.empty() : tensor<2x1024xf32>
    %r304 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<2x1024xf32>) outs(%e303 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e305 = tensor.empty() : tensor<2x1024xf32>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg153 : tensor<2x1024xf32>) outs(%e305 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e307 = tensor.empty() : tensor<2x1024x2304xf32>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg154, %arg155 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e307 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e309 = tensor.empty() : tensor<2304xf32>
    %r310 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg156 : tensor<2304xbf16>) outs(%e309 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e311 = tensor.empty() : tensor<2304xf32>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg157 : tensor<2304xf32>) outs(%e311 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e313 = tensor.empty() : tensor<2x1024x2304xf32>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg158, %arg159 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e313 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e315 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg160 : tensor<2x1024x2304xf32>) outs(%e315 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e317 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg161, %arg162 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e317 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1:aten.add.Tensor")
    %e319 = tensor.empty() : tensor<2x1024x2304xf32>
    %r320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg163 : tensor<2x1024x2304xbf16>) outs(%e319 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten._to_copy.default")
    %e321 = tensor.empty() : tensor<2x1024x2304xf32>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg164 : tensor<2x1024x2304xf32>) outs(%e321 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e323 = tensor.empty() : tensor<2x1024xf32>
    %z324 = linalg.fill ins(%c1 : f32) outs(%e323 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg165 : tensor<2x1024x2304xf32>) outs(%z324 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mean.dim")
    %e326 = tensor.empty() : tensor<2x1024xf32>
    %r327 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg166 : tensor<2x1024xf32>) outs(%e326 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.add.Tensor")
    %e328 = tensor.empty() : tensor<2x1024xf32>
    %r329 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg167 : tensor<2x1024xf32>) outs(%e328 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.rsqrt.default")
    %e330 = tensor.empty() : tensor<2x1024x2304xf32>
    %r331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg168, %arg169 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e330 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e332 = tensor.empty() : tensor<2304xf32>
    %r333 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg170 : tensor<2304xbf16>) outs(%e332 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten._to_copy.default")
    %e334 = tensor.empty() : tensor<2304xf32>
    %r335 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg171 : tensor<2304xf32>) outs(%e334 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.add.Tensor")
    %e336 = tensor.empty() : tensor<2x1024x2304xf32>
    %r337 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg172, %arg173 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e336 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e338 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg174 : tensor<2x1024x2304xf32>) outs(%e338 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.pre_feedforward_layernorm:aten._to_copy.default")
    %e340 = tensor.empty() : tensor<2048x9216xbf16>
    %z341 = linalg.fill ins(%c2 : bf16) outs(%e340 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r342 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg175, %arg176 : tensor<2048x2304xbf16>, tensor<9216x2304xbf16>) outs(%z341 : tensor<2048x9216xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x9216xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e343 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg177 : tensor<2x1024x9216xbf16>) outs(%e343 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.mlp.act_fn:aten.gelu.default")
    %e345 = tensor.empty() : tensor<2048x9216xbf16>
    %z346 = linalg.fill ins(%c2 : bf16) outs(%e345 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r347 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg178, %arg179 : tensor<2048x2304xbf16>, tensor<9216x2304xbf16>) outs(%z346 : tensor<2048x9216xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x9216xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e348 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg180, %arg181 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e348 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e350 = tensor.empty() : tensor<2048x2304xbf16>
    %z351 = linalg.fill ins(%c2 : bf16) outs(%e350 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r352 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg182, %arg183 : tensor<2048x9216xbf16>, tensor<2304x9216xbf16>) outs(%z351 : tensor<2048x2304xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2304xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e353 = tensor.empty() : tensor<2x1024x2304xf32>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg184 : tensor<2x1024x2304xbf16>) outs(%e353 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e355 = tensor.empty() : tensor<2x1024x2304xf32>
    %r356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg185 : tensor<2x1024x2304xf32>) outs(%e355 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e357 = tensor.empty() : tensor<2x1024xf32>
    %z358 = linalg.fill ins(%c1 : f32) outs(%e357 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg186 : tensor<2x1024x2304xf32>) outs(%z358 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mean.dim")
    %e360 = tensor.empty() : tensor<2x1024xf32>
    %r361 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg187 : tensor<2x1024xf32>) outs(%e360 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.add.Tensor")
    %e362 = tensor.empty() : tensor<2x1024xf32>
    %r363 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg188 : tensor<2x1024xf32>) outs(%e362 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.rsqrt.default")
    %e364 = tensor.empty() : tensor<2x1024x2304xf32>
    %r365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg189, %arg190 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e364 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e366 = tensor.empty() : tensor<2304xf32>
    %r367 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg191 : tensor<2304xbf16>) outs(%e366 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e368 = tensor.empty() : tensor<2304xf32>
    %r369 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg192 : tensor<2304xf32>) outs(%e368 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.add.Tensor")
    %e370 = tensor.empty() : tensor<2x1024x2304xf32>
    %r371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg193, %arg194 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e370 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e372 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg195 : tensor<2x1024x2304xf32>) outs(%e372 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e374 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg196, %arg197 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e374 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1:aten.add.Tensor")
    %e376 = tensor.empty() : tensor<2x1024x2304xf32>
    %r377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg198 : tensor<2x1024x2304xbf16>) outs(%e376 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten._to_copy.default")
    %e378 = tensor.empty() : tensor<2x1024x2304xf32>
    %r379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg199 : tensor<2x1024x2304xf32>) outs(%e378 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e380 = tensor.empty() : tensor<2x1024xf32>
    %z381 = linalg.fill ins(%c1 : f32) outs(%e380 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg200 : tensor<2x1024x2304xf32>) outs(%z381 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e383 = tensor.empty() : tensor<2x1024xf32>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg201 : tensor<2x1024xf32>) outs(%e383 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e385 = tensor.empty() : tensor<2x1024xf32>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg202 : tensor<2x1024xf32>) outs(%e385 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e387 = tensor.empty() : tensor<2x1024x2304xf32>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg203, %arg204 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e387 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Tensor")
    %e389 = tensor.empty() : tensor<2304xf32>
    %r390 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg205 : tensor<2304xbf16>) outs(%e389 : tensor<2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.norm:aten._to_copy.default")
    %e391 = tensor.empty() : tensor<2304xf32>
    %r392 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg206 : tensor<2304xf32>) outs(%e391 : tensor<2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2304xf32> loc("model.norm:aten.add.Tensor")
    %e393 = tensor.empty() : tensor<2x1024x2304xf32>
    %r394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg207, %arg208 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e393 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Tensor")
    %e395 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209 : tensor<2x1024x2304xf32>) outs(%e395 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.norm:aten._to_copy.default")
    %e397 = tensor.empty() : tensor<2048x256000xbf16>
    %z398 = linalg.fill ins(%c2 : bf16) outs(%e397 : tensor<2048x256000xbf16>) -> tensor<2048x256000xbf16>
    %r399 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg210, %arg211 : tensor<2048x2304xbf16>, tensor<256000x2304xbf16>) outs(%z398 : tensor<2048x256000xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x256000xbf16> loc("lm_head:aten.mm.default")
    %e400 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg212 : tensor<2x1024x256000xbf16>) outs(%e400 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.div.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten.div.Tensor")
    %e402 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg213 : tensor<2x1024x256000xbf16>) outs(%e402 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten.tanh.default")
    %e404 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg214 : tensor<2x1024x256000xbf16>) outs(%e404 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten.mul.Tensor")
    %e406 = tensor.empty() : tensor<2x1024x256000xf32>
    %r407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg215 : tensor<2x1024x256000xbf16>) outs(%e406 : tensor<2x1024x256000xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x256000xf32> loc("aten._to_copy.default")
    %e408 = tensor.empty() : tensor<2x1025xi64>
    %r409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg216 : tensor<2x1024xi64>) outs(%e408 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e410 = tensor.empty() : tensor<2x1024xi64>
    %r411 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg217 : tensor<2x1024xi64>) outs(%e410 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e412 = tensor.empty() : tensor<2048x256000xf32>
    %z413 = linalg.fill ins(%c1 : f32) outs(%e412 : tensor<2048x256000xf32>) -> tensor<2048x256000xf32>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg218 : tensor<2048x256000xf32>) outs(%z413 : tensor<2048x256000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x256000xf32> loc("aten._log_softmax.default")
    %e415 = tensor.empty() : tensor<f32>
    %z416 = linalg.fill ins(%c1 : f32) outs(%e415 : tensor<f32>) -> tensor<f32>
    %e417 = tensor.empty() : tensor<f32>
    %z418 = linalg.fill ins(%c1 : f32) outs(%e417 : tensor<f32>) -> tensor<f32>
    %r419:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg219 : tensor<2048xi64>) outs(%z416, %z418 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e420 = tensor.empty() : tensor<2048x256000xf32>
    %r421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg220, %arg221, %arg222 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e420 : tensor<2048x256000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x256000xf32> loc("aten.nll_loss_backward.default")
    %e422 = tensor.empty() : tensor<2048x256000xf32>
    %z423 = linalg.fill ins(%c1 : f32) outs(%e422 : tensor<2048x256000xf32>) -> tensor<2048x256000xf32>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg223, %arg224 : tensor<2048x256000xf32>, tensor<2048x256000xf32>) outs(%z423 : tensor<2048x256000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x256000xf32> loc("aten._log_softmax_backward_data.default")
    %e425 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2x1024x256000xf32>) outs(%e425 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten._to_copy.default")
    %e427 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x1024x256000xbf16>) outs(%e427 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten.mul.Tensor")
    %e429 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227, %arg228 : tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>) outs(%e429 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten.tanh_backward.default")
    %e431 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg229 : tensor<2x1024x256000xbf16>) outs(%e431 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten.div.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten.div.Tensor")
    %e433 = tensor.empty() : tensor<256000x2304xbf16>
    %z434 = linalg.fill ins(%c2 : bf16) outs(%e433 : tensor<256000x2304xbf16>) -> tensor<256000x2304xbf16>
    %r435 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg230, %arg231 : tensor<2048x256000xbf16>, tensor<2048x2304xbf16>) outs(%z434 : tensor<256000x2304xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<256000x2304xbf16> loc("lm_head:aten.mm.default")
    %e436 = tensor.empty() : tensor<2048x2304xbf16>
    %z437 = linalg.fill ins(%c2 : bf16) outs(%e436 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r438 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg232, %arg233 : tensor<2048x256000xbf16>, tensor<256000x2304xbf16>) outs(%z437 : tensor<2048x2304xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("lm_head:aten.mm.default")
    %e439 = tensor.empty() : tensor<2x1024x2304xf32>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg234 : tensor<2x1024x2304xbf16>) outs(%e439 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten._to_copy.default")
    %e441 = tensor.empty() : tensor<2x1024x2304xf32>
    %r442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg235, %arg236 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e441 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Tensor")
    %e443 = tensor.empty() : tensor<2x1024x2304xf32>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg237, %arg238 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e443 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Tensor")
    %e445 = tensor.empty() : tensor<2304xf32>
    %z446 = linalg.fill ins(%c1 : f32) outs(%e445 : tensor<2304xf32>) -> tensor<2304xf32>
    %r447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg239 : tensor<2x1024x2304xf32>) outs(%z446 : tensor<2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.norm:aten.sum.dim_IntList")
    %e448 = tensor.empty() : tensor<2304xbf16>
    %r449 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg240 : tensor<2304xf32>) outs(%e448 : tensor<2304xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.norm:aten._to_copy.default")
    %e450 = tensor.empty() : tensor<2x1024x2304xf32>
    %r451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg241, %arg242 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e450 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Tensor")
    %e452 = tensor.empty() : tensor<2x1024x2304xf32>
    %r453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg243, %arg244 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e452 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Tensor")
    %e454 = tensor.empty() : tensor<2x1024xf32>
    %z455 = linalg.fill ins(%c1 : f32) outs(%e454 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg245 : tensor<2x1024x2304xf32>) outs(%z455 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e457 = tensor.empty() : tensor<2x1024xf32>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg246 : tensor<2x1024xf32>) outs(%e457 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e459 = tensor.empty() : tensor<2x1024xf32>
    %r460 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg247 : tensor<2x1024xf32>) outs(%e459 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e461 = tensor.empty() : tensor<2x1024xf32>
    %r462 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e461 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e463 = tensor.empty() : tensor<2x1024x2304xf32>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg250 : tensor<2x1024xf32>) outs(%e463 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.div.Scalar")
    %e465 = tensor.empty() : tensor<2x1024x2304xf32>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg251 : tensor<2x1024x2304xf32>) outs(%e465 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e467 = tensor.empty() : tensor<2x1024x2304xf32>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg252 : tensor<2x1024x2304xf32>) outs(%e467 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Scalar")
    %e469 = tensor.empty() : tensor<2x1024x2304xf32>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg253, %arg254 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e469 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.mul.Tensor")
    %e471 = tensor.empty() : tensor<2x1024x2304xf32>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg255, %arg256 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e471 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.norm:aten.add.Tensor")
    %e473 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg257 : tensor<2x1024x2304xf32>) outs(%e473 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.norm:aten._to_copy.default")
    %e475 = tensor.empty() : tensor<2x1024x2304xf32>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg258 : tensor<2x1024x2304xbf16>) outs(%e475 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e477 = tensor.empty() : tensor<2x1024x2304xf32>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e477 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e479 = tensor.empty() : tensor<2x1024x2304xf32>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg261, %arg262 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e479 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e481 = tensor.empty() : tensor<2304xf32>
    %z482 = linalg.fill ins(%c1 : f32) outs(%e481 : tensor<2304xf32>) -> tensor<2304xf32>
    %r483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg263 : tensor<2x1024x2304xf32>) outs(%z482 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e484 = tensor.empty() : tensor<2304xbf16>
    %r485 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg264 : tensor<2304xf32>) outs(%e484 : tensor<2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e486 = tensor.empty() : tensor<2x1024x2304xf32>
    %r487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg265, %arg266 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e486 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e488 = tensor.empty() : tensor<2x1024x2304xf32>
    %r489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg267, %arg268 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e488 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e490 = tensor.empty() : tensor<2x1024xf32>
    %z491 = linalg.fill ins(%c1 : f32) outs(%e490 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg269 : tensor<2x1024x2304xf32>) outs(%z491 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e493 = tensor.empty() : tensor<2x1024xf32>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg270 : tensor<2x1024xf32>) outs(%e493 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e495 = tensor.empty() : tensor<2x1024xf32>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg271 : tensor<2x1024xf32>) outs(%e495 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Scalar")
    %e497 = tensor.empty() : tensor<2x1024xf32>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg272, %arg273 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e497 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e499 = tensor.empty() : tensor<2x1024x2304xf32>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg274 : tensor<2x1024xf32>) outs(%e499 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.div.Scalar")
    %e501 = tensor.empty() : tensor<2x1024x2304xf32>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg275 : tensor<2x1024x2304xf32>) outs(%e501 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e503 = tensor.empty() : tensor<2x1024x2304xf32>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg276 : tensor<2x1024x2304xf32>) outs(%e503 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Scalar")
    %e505 = tensor.empty() : tensor<2x1024x2304xf32>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg277, %arg278 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e505 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e507 = tensor.empty() : tensor<2x1024x2304xf32>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg279, %arg280 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e507 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_feedforward_layernorm:aten.add.Tensor")
    %e509 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg281 : tensor<2x1024x2304xf32>) outs(%e509 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e511 = tensor.empty() : tensor<2304x9216xbf16>
    %z512 = linalg.fill ins(%c2 : bf16) outs(%e511 : tensor<2304x9216xbf16>) -> tensor<2304x9216xbf16>
    %r513 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg282, %arg283 : tensor<2048x2304xbf16>, tensor<2048x9216xbf16>) outs(%z512 : tensor<2304x9216xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2304x9216xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e514 = tensor.empty() : tensor<2048x9216xbf16>
    %z515 = linalg.fill ins(%c2 : bf16) outs(%e514 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r516 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg284, %arg285 : tensor<2048x2304xbf16>, tensor<2304x9216xbf16>) outs(%z515 : tensor<2048x9216xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x9216xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e517 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg286, %arg287 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e517 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e519 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg288, %arg289 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e519 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e521 = tensor.empty() : tensor<9216x2304xbf16>
    %z522 = linalg.fill ins(%c2 : bf16) outs(%e521 : tensor<9216x2304xbf16>) -> tensor<9216x2304xbf16>
    %r523 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg290, %arg291 : tensor<2048x9216xbf16>, tensor<2048x2304xbf16>) outs(%z522 : tensor<9216x2304xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<9216x2304xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e524 = tensor.empty() : tensor<2048x2304xbf16>
    %z525 = linalg.fill ins(%c2 : bf16) outs(%e524 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r526 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg292, %arg293 : tensor<2048x9216xbf16>, tensor<9216x2304xbf16>) outs(%z525 : tensor<2048x2304xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e527 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294, %arg295 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e527 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.mlp.act_fn:aten.gelu_backward.default")
    %e529 = tensor.empty() : tensor<9216x2304xbf16>
    %z530 = linalg.fill ins(%c2 : bf16) outs(%e529 : tensor<9216x2304xbf16>) -> tensor<9216x2304xbf16>
    %r531 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg296, %arg297 : tensor<2048x9216xbf16>, tensor<2048x2304xbf16>) outs(%z530 : tensor<9216x2304xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<9216x2304xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e532 = tensor.empty() : tensor<2048x2304xbf16>
    %z533 = linalg.fill ins(%c2 : bf16) outs(%e532 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r534 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg298, %arg299 : tensor<2048x9216xbf16>, tensor<9216x2304xbf16>) outs(%z533 : tensor<2048x2304xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e535 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg300, %arg301 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e535 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e537 = tensor.empty() : tensor<2x1024x2304xf32>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg302 : tensor<2x1024x2304xbf16>) outs(%e537 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten._to_copy.default")
    %e539 = tensor.empty() : tensor<2x1024x2304xf32>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg303, %arg304 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e539 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e541 = tensor.empty() : tensor<2x1024x2304xf32>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg305, %arg306 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e541 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e543 = tensor.empty() : tensor<2304xf32>
    %z544 = linalg.fill ins(%c1 : f32) outs(%e543 : tensor<2304xf32>) -> tensor<2304xf32>
    %r545 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg307 : tensor<2x1024x2304xf32>) outs(%z544 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.sum.dim_IntList")
    %e546 = tensor.empty() : tensor<2304xbf16>
    %r547 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg308 : tensor<2304xf32>) outs(%e546 : tensor<2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.1.pre_feedforward_layernorm:aten._to_copy.default")
    %e548 = tensor.empty() : tensor<2x1024x2304xf32>
    %r549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg309, %arg310 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e548 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e550 = tensor.empty() : tensor<2x1024x2304xf32>
    %r551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg311, %arg312 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e550 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e552 = tensor.empty() : tensor<2x1024xf32>
    %z553 = linalg.fill ins(%c1 : f32) outs(%e552 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg313 : tensor<2x1024x2304xf32>) outs(%z553 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.sum.dim_IntList")
    %e555 = tensor.empty() : tensor<2x1024xf32>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg314 : tensor<2x1024xf32>) outs(%e555 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e557 = tensor.empty() : tensor<2x1024xf32>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg315 : tensor<2x1024xf32>) outs(%e557 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Scalar")
    %e559 = tensor.empty() : tensor<2x1024xf32>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg316, %arg317 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e559 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e561 = tensor.empty() : tensor<2x1024x2304xf32>
    %r562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg318 : tensor<2x1024xf32>) outs(%e561 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.div.Scalar")
    %e563 = tensor.empty() : tensor<2x1024x2304xf32>
    %r564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg319 : tensor<2x1024x2304xf32>) outs(%e563 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e565 = tensor.empty() : tensor<2x1024x2304xf32>
    %r566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg320 : tensor<2x1024x2304xf32>) outs(%e565 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Scalar")
    %e567 = tensor.empty() : tensor<2x1024x2304xf32>
    %r568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg321, %arg322 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e567 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.mul.Tensor")
    %e569 = tensor.empty() : tensor<2x1024x2304xf32>
    %r570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg323, %arg324 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e569 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.pre_feedforward_layernorm:aten.add.Tensor")
    %e571 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg325 : tensor<2x1024x2304xf32>) outs(%e571 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.pre_feedforward_layernorm:aten._to_copy.default")
    %e573 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg326, %arg327 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e573 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.pre_feedforward_layernorm:aten.add.Tensor")
    %e575 = tensor.empty() : tensor<2x1024x2304xf32>
    %r576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg328 : tensor<2x1024x2304xbf16>) outs(%e575 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e577 = tensor.empty() : tensor<2x1024x2304xf32>
    %r578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg329, %arg330 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e577 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e579 = tensor.empty() : tensor<2x1024x2304xf32>
    %r580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg331, %arg332 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e579 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e581 = tensor.empty() : tensor<2304xf32>
    %z582 = linalg.fill ins(%c1 : f32) outs(%e581 : tensor<2304xf32>) -> tensor<2304xf32>
    %r583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg333 : tensor<2x1024x2304xf32>) outs(%z582 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e584 = tensor.empty() : tensor<2304xbf16>
    %r585 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg334 : tensor<2304xf32>) outs(%e584 : tensor<2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e586 = tensor.empty() : tensor<2x1024x2304xf32>
    %r587 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg335, %arg336 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e586 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e588 = tensor.empty() : tensor<2x1024x2304xf32>
    %r589 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg337, %arg338 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e588 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e590 = tensor.empty() : tensor<2x1024xf32>
    %z591 = linalg.fill ins(%c1 : f32) outs(%e590 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg339 : tensor<2x1024x2304xf32>) outs(%z591 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e593 = tensor.empty() : tensor<2x1024xf32>
    %r594 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg340 : tensor<2x1024xf32>) outs(%e593 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e595 = tensor.empty() : tensor<2x1024xf32>
    %r596 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg341 : tensor<2x1024xf32>) outs(%e595 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e597 = tensor.empty() : tensor<2x1024xf32>
    %r598 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg342, %arg343 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e597 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e599 = tensor.empty() : tensor<2x1024x2304xf32>
    %r600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg344 : tensor<2x1024xf32>) outs(%e599 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e601 = tensor.empty() : tensor<2x1024x2304xf32>
    %r602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg345 : tensor<2x1024x2304xf32>) outs(%e601 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e603 = tensor.empty() : tensor<2x1024x2304xf32>
    %r604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346 : tensor<2x1024x2304xf32>) outs(%e603 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e605 = tensor.empty() : tensor<2x1024x2304xf32>
    %r606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg347, %arg348 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e605 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e607 = tensor.empty() : tensor<2x1024x2304xf32>
    %r608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg349, %arg350 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e607 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e609 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg351 : tensor<2x1024x2304xf32>) outs(%e609 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e611 = tensor.empty() : tensor<2304x2048xbf16>
    %z612 = linalg.fill ins(%c2 : bf16) outs(%e611 : tensor<2304x2048xbf16>) -> tensor<2304x2048xbf16>
    %r613 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg352, %arg353 : tensor<2048x2304xbf16>, tensor<2048x2048xbf16>) outs(%z612 : tensor<2304x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2304x2048xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e614 = tensor.empty() : tensor<2048x2048xbf16>
    %z615 = linalg.fill ins(%c2 : bf16) outs(%e614 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r616 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg354, %arg355 : tensor<2048x2304xbf16>, tensor<2304x2048xbf16>) outs(%z615 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e617 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg356, %arg357 : tensor<2x1024x4x256xbf16>, tensor<1024x256xbf16>) outs(%e617 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e619 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg358 : tensor<2x1024x4x128xbf16>) outs(%e619 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e621 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg359 : tensor<2x1024x4x128xbf16>) outs(%e621 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e623 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg360 : tensor<2x1024x4x128xbf16>) outs(%e623 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e625 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg361, %arg362 : tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>) outs(%e625 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e627 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg363, %arg364 : tensor<2x1024x4x256xbf16>, tensor<1024x256xbf16>) outs(%e627 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e629 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg365, %arg366 : tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>) outs(%e629 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e631 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg367, %arg368 : tensor<2x1024x8x256xbf16>, tensor<1024x256xbf16>) outs(%e631 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e633 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg369 : tensor<2x1024x8x128xbf16>) outs(%e633 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e635 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg370 : tensor<2x1024x8x128xbf16>) outs(%e635 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e637 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg371 : tensor<2x1024x8x128xbf16>) outs(%e637 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e639 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg372, %arg373 : tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%e639 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e641 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg374, %arg375 : tensor<2x1024x8x256xbf16>, tensor<1024x256xbf16>) outs(%e641 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e643 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg376, %arg377 : tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>) outs(%e643 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e645 = tensor.empty() : tensor<1024x2304xbf16>
    %z646 = linalg.fill ins(%c2 : bf16) outs(%e645 : tensor<1024x2304xbf16>) -> tensor<1024x2304xbf16>
    %r647 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg378, %arg379 : tensor<2048x1024xbf16>, tensor<2048x2304xbf16>) outs(%z646 : tensor<1024x2304xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x2304xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e648 = tensor.empty() : tensor<2048x2304xbf16>
    %z649 = linalg.fill ins(%c2 : bf16) outs(%e648 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r650 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg380, %arg381 : tensor<2048x1024xbf16>, tensor<1024x2304xbf16>) outs(%z649 : tensor<2048x2304xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e651 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg382 : tensor<2x4x1024x256xbf16>) outs(%e651 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e653 = tensor.empty() : tensor<1024x2304xbf16>
    %z654 = linalg.fill ins(%c2 : bf16) outs(%e653 : tensor<1024x2304xbf16>) -> tensor<1024x2304xbf16>
    %r655 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg383, %arg384 : tensor<2048x1024xbf16>, tensor<2048x2304xbf16>) outs(%z654 : tensor<1024x2304xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x2304xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e656 = tensor.empty() : tensor<2048x2304xbf16>
    %z657 = linalg.fill ins(%c2 : bf16) outs(%e656 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r658 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg385, %arg386 : tensor<2048x1024xbf16>, tensor<1024x2304xbf16>) outs(%z657 : tensor<2048x2304xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e659 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r660 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg387, %arg388 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e659 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e661 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg389 : tensor<2x8x1024x256xbf16>) outs(%e661 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e663 = tensor.empty() : tensor<2048x2304xbf16>
    %z664 = linalg.fill ins(%c2 : bf16) outs(%e663 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r665 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg390, %arg391 : tensor<2048x2048xbf16>, tensor<2048x2304xbf16>) outs(%z664 : tensor<2048x2304xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2048x2304xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e666 = tensor.empty() : tensor<2048x2304xbf16>
    %z667 = linalg.fill ins(%c2 : bf16) outs(%e666 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r668 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg392, %arg393 : tensor<2048x2048xbf16>, tensor<2048x2304xbf16>) outs(%z667 : tensor<2048x2304xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e669 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg394, %arg395 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e669 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e671 = tensor.empty() : tensor<2x1024x2304xf32>
    %r672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg396 : tensor<2x1024x2304xbf16>) outs(%e671 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e673 = tensor.empty() : tensor<2x1024x2304xf32>
    %r674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg397, %arg398 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e673 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e675 = tensor.empty() : tensor<2x1024x2304xf32>
    %r676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg399, %arg400 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e675 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e677 = tensor.empty() : tensor<2304xf32>
    %z678 = linalg.fill ins(%c1 : f32) outs(%e677 : tensor<2304xf32>) -> tensor<2304xf32>
    %r679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg401 : tensor<2x1024x2304xf32>) outs(%z678 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e680 = tensor.empty() : tensor<2304xbf16>
    %r681 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg402 : tensor<2304xf32>) outs(%e680 : tensor<2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e682 = tensor.empty() : tensor<2x1024x2304xf32>
    %r683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg403, %arg404 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e682 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e684 = tensor.empty() : tensor<2x1024x2304xf32>
    %r685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg405, %arg406 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e684 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e686 = tensor.empty() : tensor<2x1024xf32>
    %z687 = linalg.fill ins(%c1 : f32) outs(%e686 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg407 : tensor<2x1024x2304xf32>) outs(%z687 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e689 = tensor.empty() : tensor<2x1024xf32>
    %r690 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg408 : tensor<2x1024xf32>) outs(%e689 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e691 = tensor.empty() : tensor<2x1024xf32>
    %r692 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg409 : tensor<2x1024xf32>) outs(%e691 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e693 = tensor.empty() : tensor<2x1024xf32>
    %r694 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg410, %arg411 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e693 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e695 = tensor.empty() : tensor<2x1024x2304xf32>
    %r696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg412 : tensor<2x1024xf32>) outs(%e695 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e697 = tensor.empty() : tensor<2x1024x2304xf32>
    %r698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg413 : tensor<2x1024x2304xf32>) outs(%e697 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e699 = tensor.empty() : tensor<2x1024x2304xf32>
    %r700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg414 : tensor<2x1024x2304xf32>) outs(%e699 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e701 = tensor.empty() : tensor<2x1024x2304xf32>
    %r702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg415, %arg416 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e701 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e703 = tensor.empty() : tensor<2x1024x2304xf32>
    %r704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg417, %arg418 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e703 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e705 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg419 : tensor<2x1024x2304xf32>) outs(%e705 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e707 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg420, %arg421 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e707 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e709 = tensor.empty() : tensor<2x1024x2304xf32>
    %r710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg422 : tensor<2x1024x2304xbf16>) outs(%e709 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e711 = tensor.empty() : tensor<2x1024x2304xf32>
    %r712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg423, %arg424 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e711 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e713 = tensor.empty() : tensor<2x1024x2304xf32>
    %r714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg425, %arg426 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e713 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e715 = tensor.empty() : tensor<2304xf32>
    %z716 = linalg.fill ins(%c1 : f32) outs(%e715 : tensor<2304xf32>) -> tensor<2304xf32>
    %r717 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg427 : tensor<2x1024x2304xf32>) outs(%z716 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e718 = tensor.empty() : tensor<2304xbf16>
    %r719 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg428 : tensor<2304xf32>) outs(%e718 : tensor<2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e720 = tensor.empty() : tensor<2x1024x2304xf32>
    %r721 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg429, %arg430 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e720 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e722 = tensor.empty() : tensor<2x1024x2304xf32>
    %r723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg431, %arg432 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e722 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e724 = tensor.empty() : tensor<2x1024xf32>
    %z725 = linalg.fill ins(%c1 : f32) outs(%e724 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg433 : tensor<2x1024x2304xf32>) outs(%z725 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e727 = tensor.empty() : tensor<2x1024xf32>
    %r728 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg434 : tensor<2x1024xf32>) outs(%e727 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e729 = tensor.empty() : tensor<2x1024xf32>
    %r730 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg435 : tensor<2x1024xf32>) outs(%e729 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Scalar")
    %e731 = tensor.empty() : tensor<2x1024xf32>
    %r732 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg436, %arg437 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e731 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e733 = tensor.empty() : tensor<2x1024x2304xf32>
    %r734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg438 : tensor<2x1024xf32>) outs(%e733 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.div.Scalar")
    %e735 = tensor.empty() : tensor<2x1024x2304xf32>
    %r736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg439 : tensor<2x1024x2304xf32>) outs(%e735 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e737 = tensor.empty() : tensor<2x1024x2304xf32>
    %r738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg440 : tensor<2x1024x2304xf32>) outs(%e737 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Scalar")
    %e739 = tensor.empty() : tensor<2x1024x2304xf32>
    %r740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg441, %arg442 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e739 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e741 = tensor.empty() : tensor<2x1024x2304xf32>
    %r742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg443, %arg444 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e741 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_feedforward_layernorm:aten.add.Tensor")
    %e743 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg445 : tensor<2x1024x2304xf32>) outs(%e743 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e745 = tensor.empty() : tensor<2304x9216xbf16>
    %z746 = linalg.fill ins(%c2 : bf16) outs(%e745 : tensor<2304x9216xbf16>) -> tensor<2304x9216xbf16>
    %r747 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg446, %arg447 : tensor<2048x2304xbf16>, tensor<2048x9216xbf16>) outs(%z746 : tensor<2304x9216xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2304x9216xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e748 = tensor.empty() : tensor<2048x9216xbf16>
    %z749 = linalg.fill ins(%c2 : bf16) outs(%e748 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r750 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg448, %arg449 : tensor<2048x2304xbf16>, tensor<2304x9216xbf16>) outs(%z749 : tensor<2048x9216xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x9216xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e751 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg450, %arg451 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e751 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e753 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg452, %arg453 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e753 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e755 = tensor.empty() : tensor<9216x2304xbf16>
    %z756 = linalg.fill ins(%c2 : bf16) outs(%e755 : tensor<9216x2304xbf16>) -> tensor<9216x2304xbf16>
    %r757 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg454, %arg455 : tensor<2048x9216xbf16>, tensor<2048x2304xbf16>) outs(%z756 : tensor<9216x2304xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<9216x2304xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e758 = tensor.empty() : tensor<2048x2304xbf16>
    %z759 = linalg.fill ins(%c2 : bf16) outs(%e758 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r760 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg456, %arg457 : tensor<2048x9216xbf16>, tensor<9216x2304xbf16>) outs(%z759 : tensor<2048x2304xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e761 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg458, %arg459 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e761 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.mlp.act_fn:aten.gelu_backward.default")
    %e763 = tensor.empty() : tensor<9216x2304xbf16>
    %z764 = linalg.fill ins(%c2 : bf16) outs(%e763 : tensor<9216x2304xbf16>) -> tensor<9216x2304xbf16>
    %r765 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg460, %arg461 : tensor<2048x9216xbf16>, tensor<2048x2304xbf16>) outs(%z764 : tensor<9216x2304xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<9216x2304xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e766 = tensor.empty() : tensor<2048x2304xbf16>
    %z767 = linalg.fill ins(%c2 : bf16) outs(%e766 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r768 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg462, %arg463 : tensor<2048x9216xbf16>, tensor<9216x2304xbf16>) outs(%z767 : tensor<2048x2304xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e769 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg464, %arg465 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e769 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e771 = tensor.empty() : tensor<2x1024x2304xf32>
    %r772 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg466 : tensor<2x1024x2304xbf16>) outs(%e771 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten._to_copy.default")
    %e773 = tensor.empty() : tensor<2x1024x2304xf32>
    %r774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg467, %arg468 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e773 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e775 = tensor.empty() : tensor<2x1024x2304xf32>
    %r776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg469, %arg470 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e775 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e777 = tensor.empty() : tensor<2304xf32>
    %z778 = linalg.fill ins(%c1 : f32) outs(%e777 : tensor<2304xf32>) -> tensor<2304xf32>
    %r779 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg471 : tensor<2x1024x2304xf32>) outs(%z778 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.sum.dim_IntList")
    %e780 = tensor.empty() : tensor<2304xbf16>
    %r781 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg472 : tensor<2304xf32>) outs(%e780 : tensor<2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.0.pre_feedforward_layernorm:aten._to_copy.default")
    %e782 = tensor.empty() : tensor<2x1024x2304xf32>
    %r783 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg473, %arg474 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e782 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e784 = tensor.empty() : tensor<2x1024x2304xf32>
    %r785 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg475, %arg476 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e784 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e786 = tensor.empty() : tensor<2x1024xf32>
    %z787 = linalg.fill ins(%c1 : f32) outs(%e786 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg477 : tensor<2x1024x2304xf32>) outs(%z787 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.sum.dim_IntList")
    %e789 = tensor.empty() : tensor<2x1024xf32>
    %r790 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg478 : tensor<2x1024xf32>) outs(%e789 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e791 = tensor.empty() : tensor<2x1024xf32>
    %r792 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg479 : tensor<2x1024xf32>) outs(%e791 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Scalar")
    %e793 = tensor.empty() : tensor<2x1024xf32>
    %r794 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg480, %arg481 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e793 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e795 = tensor.empty() : tensor<2x1024x2304xf32>
    %r796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg482 : tensor<2x1024xf32>) outs(%e795 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.div.Scalar")
    %e797 = tensor.empty() : tensor<2x1024x2304xf32>
    %r798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg483 : tensor<2x1024x2304xf32>) outs(%e797 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e799 = tensor.empty() : tensor<2x1024x2304xf32>
    %r800 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg484 : tensor<2x1024x2304xf32>) outs(%e799 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Scalar")
    %e801 = tensor.empty() : tensor<2x1024x2304xf32>
    %r802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg485, %arg486 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e801 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.mul.Tensor")
    %e803 = tensor.empty() : tensor<2x1024x2304xf32>
    %r804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg487, %arg488 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e803 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.pre_feedforward_layernorm:aten.add.Tensor")
    %e805 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg489 : tensor<2x1024x2304xf32>) outs(%e805 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.pre_feedforward_layernorm:aten._to_copy.default")
    %e807 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg490, %arg491 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e807 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.pre_feedforward_layernorm:aten.add.Tensor")
    %e809 = tensor.empty() : tensor<2x1024x2304xf32>
    %r810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg492 : tensor<2x1024x2304xbf16>) outs(%e809 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e811 = tensor.empty() : tensor<2x1024x2304xf32>
    %r812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg493, %arg494 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e811 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e813 = tensor.empty() : tensor<2x1024x2304xf32>
    %r814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg495, %arg496 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e813 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e815 = tensor.empty() : tensor<2304xf32>
    %z816 = linalg.fill ins(%c1 : f32) outs(%e815 : tensor<2304xf32>) -> tensor<2304xf32>
    %r817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg497 : tensor<2x1024x2304xf32>) outs(%z816 : tensor<2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e818 = tensor.empty() : tensor<2304xbf16>
    %r819 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg498 : tensor<2304xf32>) outs(%e818 : tensor<2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e820 = tensor.empty() : tensor<2x1024x2304xf32>
    %r821 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg499, %arg500 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e820 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e822 = tensor.empty() : tensor<2x1024x2304xf32>
    %r823 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg501, %arg502 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e822 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e824 = tensor.empty() : tensor<2x1024xf32>
    %z825 = linalg.fill ins(%c1 : f32) outs(%e824 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg503 : tensor<2x1024x2304xf32>) outs(%z825 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e827 = tensor.empty() : tensor<2x1024xf32>
    %r828 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg504 : tensor<2x1024xf32>) outs(%e827 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e829 = tensor.empty() : tensor<2x1024xf32>
    %r830 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg505 : tensor<2x1024xf32>) outs(%e829 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e831 = tensor.empty() : tensor<2x1024xf32>
    %r832 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg506, %arg507 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e831 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e833 = tensor.empty() : tensor<2x1024x2304xf32>
    %r834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg508 : tensor<2x1024xf32>) outs(%e833 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e835 = tensor.empty() : tensor<2x1024x2304xf32>
    %r836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg509 : tensor<2x1024x2304xf32>) outs(%e835 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e837 = tensor.empty() : tensor<2x1024x2304xf32>
    %r838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg510 : tensor<2x1024x2304xf32>) outs(%e837 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e839 = tensor.empty() : tensor<2x1024x2304xf32>
    %r840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg511, %arg512 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e839 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e841 = tensor.empty() : tensor<2x1024x2304xf32>
    %r842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg513, %arg514 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e841 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e843 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r844 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg515 : tensor<2x1024x2304xf32>) outs(%e843 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e845 = tensor.empty() : tensor<2304x2048xbf16>
    %z846 = linalg.fill ins(%c2 : bf16) outs(%e845 : tensor<2304x2048xbf16>) -> tensor<2304x2048xbf16>
    %r847 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg516, %arg517 : tensor<2048x2304xbf16>, tensor<2048x2048xbf16>) outs(%z846 : tensor<2304x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2304x2048xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e848 = tensor.empty() : tensor<2048x2048xbf16>
    %z849 = linalg.fill ins(%c2 : bf16) outs(%e848 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r850 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg518, %arg519 : tensor<2048x2304xbf16>, tensor<2304x2048xbf16>) outs(%z849 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e851 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg520, %arg521 : tensor<2x1024x4x256xbf16>, tensor<1024x256xbf16>) outs(%e851 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e853 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg522 : tensor<2x1024x4x128xbf16>) outs(%e853 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e855 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r856 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg523 : tensor<2x1024x4x128xbf16>) outs(%e855 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e857 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r858 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg524 : tensor<2x1024x4x128xbf16>) outs(%e857 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e859 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r860 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg525, %arg526 : tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>) outs(%e859 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e861 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg527, %arg528 : tensor<2x1024x4x256xbf16>, tensor<1024x256xbf16>) outs(%e861 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e863 = tensor.empty() : tensor<2x4x1024x256xbf16>
    %r864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg529, %arg530 : tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>) outs(%e863 : tensor<2x4x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e865 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg531, %arg532 : tensor<2x1024x8x256xbf16>, tensor<1024x256xbf16>) outs(%e865 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e867 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg533 : tensor<2x1024x8x128xbf16>) outs(%e867 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e869 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg534 : tensor<2x1024x8x128xbf16>) outs(%e869 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e871 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg535 : tensor<2x1024x8x128xbf16>) outs(%e871 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e873 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg536, %arg537 : tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>) outs(%e873 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e875 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg538, %arg539 : tensor<2x1024x8x256xbf16>, tensor<1024x256xbf16>) outs(%e875 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e877 = tensor.empty() : tensor<2x8x1024x256xbf16>
    %r878 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg540, %arg541 : tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>) outs(%e877 : tensor<2x8x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e879 = tensor.empty() : tensor<1024x2304xbf16>
    %z880 = linalg.fill ins(%c2 : bf16) outs(%e879 : tensor<1024x2304xbf16>) -> tensor<1024x2304xbf16>
    %r881 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg542, %arg543 : tensor<2048x1024xbf16>, tensor<2048x2304xbf16>) outs(%z880 : tensor<1024x2304xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x2304xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e882 = tensor.empty() : tensor<2048x2304xbf16>
    %z883 = linalg.fill ins(%c2 : bf16) outs(%e882 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r884 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg544, %arg545 : tensor<2048x1024xbf16>, tensor<1024x2304xbf16>) outs(%z883 : tensor<2048x2304xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e885 = tensor.empty() : tensor<2x1024x4x256xbf16>
    %r886 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg546 : tensor<2x4x1024x256xbf16>) outs(%e885 : tensor<2x1024x4x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x4x256xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e887 = tensor.empty() : tensor<1024x2304xbf16>
    %z888 = linalg.fill ins(%c2 : bf16) outs(%e887 : tensor<1024x2304xbf16>) -> tensor<1024x2304xbf16>
    %r889 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg547, %arg548 : tensor<2048x1024xbf16>, tensor<2048x2304xbf16>) outs(%z888 : tensor<1024x2304xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x2304xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e890 = tensor.empty() : tensor<2048x2304xbf16>
    %z891 = linalg.fill ins(%c2 : bf16) outs(%e890 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r892 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg549, %arg550 : tensor<2048x1024xbf16>, tensor<1024x2304xbf16>) outs(%z891 : tensor<2048x2304xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e893 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r894 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg551, %arg552 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e893 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e895 = tensor.empty() : tensor<2x1024x8x256xbf16>
    %r896 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg553 : tensor<2x8x1024x256xbf16>) outs(%e895 : tensor<2x1024x8x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x256xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e897 = tensor.empty() : tensor<2048x2304xbf16>
    %z898 = linalg.fill ins(%c2 : bf16) outs(%e897 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r899 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg554, %arg555 : tensor<2048x2048xbf16>, tensor<2048x2304xbf16>) outs(%z898 : tensor<2048x2304xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2048x2304xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e900 = tensor.empty() : tensor<2048x2304xbf16>
    %z901 = linalg.fill ins(%c2 : bf16) outs(%e900 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r902 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg556, %arg557 : tensor<2048x2048xbf16>, tensor<2048x2304xbf16>) outs(%z901 : tensor<2048x2304xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2304xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e903 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r904 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg558, %arg559 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e903 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e905 = tensor.empty() : tensor<2x1024x2304xf32>
    %r906 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg560 : tensor<2x1024x2304xbf16>) outs(%e905 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e907 = tensor.empty() : tensor<2x1024x2304xf32>
    %r908 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg561, %arg562 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e907 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e909 = tensor.empty() : tensor<2x1024x2304xf32>
    %r910 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg563, %arg564 : tensor<2x1024x2304xf32>, tensor<2304xf32>) outs(%e909 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e911 = tensor.empty() : tensor<2304xf32>
    %z912 = linalg.fill ins(%c1 : f32) outs(%e911 : tensor<2304xf32>) -> tensor<2304xf32>
    %r913 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg565 : tensor<2x1024x2304xf32>) outs(%z912 : tensor<2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2304xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e914 = tensor.empty() : tensor<2304xbf16>
    %r915 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg566 : tensor<2304xf32>) outs(%e914 : tensor<2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e916 = tensor.empty() : tensor<2x1024x2304xf32>
    %r917 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg567, %arg568 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e916 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e918 = tensor.empty() : tensor<2x1024x2304xf32>
    %r919 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg569, %arg570 : tensor<2x1024x2304xf32>, tensor<2x1024xf32>) outs(%e918 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e920 = tensor.empty() : tensor<2x1024xf32>
    %z921 = linalg.fill ins(%c1 : f32) outs(%e920 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r922 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg571 : tensor<2x1024x2304xf32>) outs(%z921 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e923 = tensor.empty() : tensor<2x1024xf32>
    %r924 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg572 : tensor<2x1024xf32>) outs(%e923 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e925 = tensor.empty() : tensor<2x1024xf32>
    %r926 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg573 : tensor<2x1024xf32>) outs(%e925 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e927 = tensor.empty() : tensor<2x1024xf32>
    %r928 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg574, %arg575 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e927 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e929 = tensor.empty() : tensor<2x1024x2304xf32>
    %r930 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg576 : tensor<2x1024xf32>) outs(%e929 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e931 = tensor.empty() : tensor<2x1024x2304xf32>
    %r932 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg577 : tensor<2x1024x2304xf32>) outs(%e931 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e933 = tensor.empty() : tensor<2x1024x2304xf32>
    %r934 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg578 : tensor<2x1024x2304xf32>) outs(%e933 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e935 = tensor.empty() : tensor<2x1024x2304xf32>
    %r936 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg579, %arg580 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e935 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e937 = tensor.empty() : tensor<2x1024x2304xf32>
    %r938 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg581, %arg582 : tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>) outs(%e937 : tensor<2x1024x2304xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2304xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e939 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r940 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg583 : tensor<2x1024x2304xf32>) outs(%e939 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e941 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r942 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg584, %arg585 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>) outs(%e941 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e943 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r944 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg586, %arg587 : tensor<2x1024x2304xbf16>, tensor<bf16>) outs(%e943 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2304xbf16> loc("model.embed_tokens:aten.mul.Tensor")
    %e945 = tensor.empty() : tensor<256000x2304xbf16>
    %z946 = linalg.fill ins(%c2 : bf16) outs(%e945 : tensor<256000x2304xbf16>) -> tensor<256000x2304xbf16>
    %r947 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg588, %arg589 : tensor<2x1024xi64>, tensor<2x1024x2304xbf16>) outs(%z946 : tensor<256000x2304xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<256000x2304xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    %e948 = tensor.empty() : tensor<256000x2304xbf16>
    %r949 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg590, %arg591 : tensor<256000x2304xbf16>, tensor<256000x2304xbf16>) outs(%e948 : tensor<256000x2304xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<256000x2304xbf16> loc("model.embed_tokens:aten.add.Tensor")
    return %r2, %r4, %r6, %r8, %r10, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r31, %r34, %r36, %r38, %r40, %r42, %r44, %r46, %r48, %r51, %r54, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r73, %r75, %r77, %r93, %r107, %gs114, %gs118, %r121, %r123, %r125, %r128, %r130, %r132, %r134, %r136, %r138, %r140, %r142, %r144, %r146, %r148, %r151, %r153, %r155, %r157, %r159, %r161, %r163, %r165, %r168, %r170, %r173, %r175, %r178, %r180, %r182, %r185, %r187, %r189, %r191, %r193, %r195, %r197, %r199, %r201, %r203, %r205, %r208, %r210, %r212, %r214, %r216, %r218, %r220, %r222, %r225, %r228, %r231, %r233, %r235, %r237, %r239, %r241, %r243, %r245, %r247, %r249, %r251, %r267, %r281, %gs288, %gs292, %r295, %r297, %r299, %r302, %r304, %r306, %r308, %r310, %r312, %r314, %r316, %r318, %r320, %r322, %r325, %r327, %r329, %r331, %r333, %r335, %r337, %r339, %r342, %r344, %r347, %r349, %r352, %r354, %r356, %r359, %r361, %r363, %r365, %r367, %r369, %r371, %r373, %r375, %r377, %r379, %r382, %r384, %r386, %r388, %r390, %r392, %r394, %r396, %r399, %r401, %r403, %r405, %r407, %r409, %r411, %r414, %r419#0, %r419#1, %r421, %r424, %r426, %r428, %r430, %r432, %r435, %r438, %r440, %r442, %r444, %r447, %r449, %r451, %r453, %r456, %r458, %r460, %r462, %r464, %r466, %r468, %r470, %r472, %r474, %r476, %r478, %r480, %r483, %r485, %r487, %r489, %r492, %r494, %r496, %r498, %r500, %r502, %r504, %r506, %r508, %r510, %r513, %r516, %r518, %r520, %r523, %r526, %r528, %r531, %r534, %r536, %r538, %r540, %r542, %r545, %r547, %r549, %r551, %r554, %r556, %r558, %r560, %r562, %r564, %r566, %r568, %r570, %r572, %r574, %r576, %r578, %r580, %r583, %r585, %r587, %r589, %r592, %r594, %r596, %r598, %r600, %r602, %r604, %r606, %r608, %r610, %r613, %r616, %r618, %r620, %r622, %r624, %r626, %r628, %r630, %r632, %r634, %r636, %r638, %r640, %r642, %r644, %r647, %r650, %r652, %r655, %r658, %r660, %r662, %r665, %r668, %r670, %r672, %r674, %r676, %r679, %r681, %r683, %r685, %r688, %r690, %r692, %r694, %r696, %r698, %r700, %r702, %r704, %r706, %r708, %r710, %r712, %r714, %r717, %r719, %r721, %r723, %r726, %r728, %r730, %r732, %r734, %r736, %r738, %r740, %r742, %r744, %r747, %r750, %r752, %r754, %r757, %r760, %r762, %r765, %r768, %r770, %r772, %r774, %r776, %r779, %r781, %r783, %r785, %r788, %r790, %r792, %r794, %r796, %r798, %r800, %r802, %r804, %r806, %r808, %r810, %r812, %r814, %r817, %r819, %r821, %r823, %r826, %r828, %r830, %r832, %r834, %r836, %r838, %r840, %r842, %r844, %r847, %r850, %r852, %r854, %r856, %r858, %r860, %r862, %r864, %r866, %r868, %r870, %r872, %r874, %r876, %r878, %r881, %r884, %r886, %r889, %r892, %r894, %r896, %r899, %r902, %r904, %r906, %r908, %r910, %r913, %r915, %r917, %r919, %r922, %r924, %r926, %r928, %r930, %r932, %r934, %r936, %r938, %r940, %r942, %r944, %r947, %r949 : tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<128x1024xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xbf16>, tensor<1024x256xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x2048xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x2048xbf16>, tensor<2048x1024xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2048x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x256000xf32>, tensor<f32>, tensor<f32>, tensor<2048x256000xf32>, tensor<2048x256000xf32>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<2x1024x256000xbf16>, tensor<256000x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x4x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x8x256xbf16>, tensor<2048x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x9216xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2304x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x4x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<2x1024x8x256xbf16>, tensor<2x8x1024x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x4x256xbf16>, tensor<1024x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x8x256xbf16>, tensor<2048x2304xbf16>, tensor<2048x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2304xf32>, tensor<2304xbf16>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xf32>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<2x1024x2304xbf16>, tensor<256000x2304xbf16>, tensor<256000x2304xbf16>
  }
}
