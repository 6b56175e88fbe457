module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<100352x4096xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<2048x4096xbf16>, %arg13: tensor<4096x4096xbf16>, %arg14: tensor<2x1024x4096xbf16>, %arg15: tensor<2x1024x4096xf32>, %arg16: tensor<2x1024x4096xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x4096xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<4096xbf16>, %arg22: tensor<2x1024x4096xf32>, %arg23: tensor<2x1024x4096xf32>, %arg24: tensor<2048x4096xbf16>, %arg25: tensor<4096x4096xbf16>, %arg26: tensor<2x1024x4096xbf16>, %arg27: tensor<2x1024x4096xf32>, %arg28: tensor<2x1024x4096xf32>, %arg29: tensor<2x1024xf32>, %arg30: tensor<2x1024xf32>, %arg31: tensor<2x1024x4096xf32>, %arg32: tensor<2x1024xf32>, %arg33: tensor<4096xbf16>, %arg34: tensor<2x1024x4096xf32>, %arg35: tensor<2x1024x4096xf32>, %arg36: tensor<2048x4096xbf16>, %arg37: tensor<4096x4096xbf16>, %arg38: tensor<2x1024x32x128xbf16>, %arg39: tensor<1024x128xf32>, %arg40: tensor<2x1024x32x64xbf16>, %arg41: tensor<2x1024x32x64xbf16>, %arg42: tensor<2x1024x32x64xbf16>, %arg43: tensor<2x32x1024x128xbf16>, %arg44: tensor<1024x128xf32>, %arg45: tensor<2x1024x32x128xf32>, %arg46: tensor<2x32x1024x128xf32>, %arg47: tensor<2x1024x32x128xbf16>, %arg48: tensor<1024x128xf32>, %arg49: tensor<2x1024x32x64xbf16>, %arg50: tensor<2x1024x32x64xbf16>, %arg51: tensor<2x1024x32x64xbf16>, %arg52: tensor<2x32x1024x128xbf16>, %arg53: tensor<1024x128xf32>, %arg54: tensor<2x1024x32x128xf32>, %arg55: tensor<2x32x1024x128xf32>, %arg56: tensor<2x1024x32x128xf32>, %arg57: tensor<2x1024x32x128xf32>, %arg58: tensor<2x32x1024x128xbf16>, %arg59: tensor<2x32x1024x128xbf16>, %arg60: tensor<2x32x1024x128xbf16>, %arg61: tensor<2x32x1024x128xbf16>, %arg62: tensor<2048x4096xbf16>, %arg63: tensor<4096x4096xbf16>, %arg64: tensor<2x1024x4096xbf16>, %arg65: tensor<2x1024x4096xf32>, %arg66: tensor<2x1024x4096xf32>, %arg67: tensor<2x1024xf32>, %arg68: tensor<2x1024xf32>, %arg69: tensor<2x1024x4096xf32>, %arg70: tensor<2x1024xf32>, %arg71: tensor<4096xbf16>, %arg72: tensor<2x1024x4096xf32>, %arg73: tensor<2x1024x4096xf32>, %arg74: tensor<2x1024x4096xbf16>, %arg75: tensor<2x1024x4096xbf16>, %arg76: tensor<2048x4096xbf16>, %arg77: tensor<11008x4096xbf16>, %arg78: tensor<2x1024x11008xbf16>, %arg79: tensor<2048x4096xbf16>, %arg80: tensor<11008x4096xbf16>, %arg81: tensor<2x1024x11008xbf16>, %arg82: tensor<2x1024x11008xbf16>, %arg83: tensor<2048x11008xbf16>, %arg84: tensor<4096x11008xbf16>, %arg85: tensor<2x1024x4096xbf16>, %arg86: tensor<2x1024x4096xf32>, %arg87: tensor<2x1024x4096xf32>, %arg88: tensor<2x1024xf32>, %arg89: tensor<2x1024xf32>, %arg90: tensor<2x1024x4096xf32>, %arg91: tensor<2x1024xf32>, %arg92: tensor<4096xbf16>, %arg93: tensor<2x1024x4096xf32>, %arg94: tensor<2x1024x4096xf32>, %arg95: tensor<2x1024x4096xbf16>, %arg96: tensor<2x1024x4096xbf16>, %arg97: tensor<2048x4096xbf16>, %arg98: tensor<4096x4096xbf16>, %arg99: tensor<2x1024x4096xbf16>, %arg100: tensor<2x1024x4096xf32>, %arg101: tensor<2x1024x4096xf32>, %arg102: tensor<2x1024xf32>, %arg103: tensor<2x1024xf32>, %arg104: tensor<2x1024x4096xf32>, %arg105: tensor<2x1024xf32>, %arg106: tensor<4096xbf16>, %arg107: tensor<2x1024x4096xf32>, %arg108: tensor<2x1024x4096xf32>, %arg109: tensor<2048x4096xbf16>, %arg110: tensor<4096x4096xbf16>, %arg111: tensor<2x1024x4096xbf16>, %arg112: tensor<2x1024x4096xf32>, %arg113: tensor<2x1024x4096xf32>, %arg114: tensor<2x1024xf32>, %arg115: tensor<2x1024xf32>, %arg116: tensor<2x1024x4096xf32>, %arg117: tensor<2x1024xf32>, %arg118: tensor<4096xbf16>, %arg119: tensor<2x1024x4096xf32>, %arg120: tensor<2x1024x4096xf32>, %arg121: tensor<2048x4096xbf16>, %arg122: tensor<4096x4096xbf16>, %arg123: tensor<2x1024x32x128xbf16>, %arg124: tensor<1024x128xf32>, %arg125: tensor<2x1024x32x64xbf16>, %arg126: tensor<2x1024x32x64xbf16>, %arg127: tensor<2x1024x32x64xbf16>, %arg128: tensor<2x32x1024x128xbf16>, %arg129: tensor<1024x128xf32>, %arg130: tensor<2x1024x32x128xf32>, %arg131: tensor<2x32x1024x128xf32>, %arg132: tensor<2x1024x32x128xbf16>, %arg133: tensor<1024x128xf32>, %arg134: tensor<2x1024x32x64xbf16>, %arg135: tensor<2x1024x32x64xbf16>, %arg136: tensor<2x1024x32x64xbf16>, %arg137: tensor<2x32x1024x128xbf16>, %arg138: tensor<1024x128xf32>, %arg139: tensor<2x1024x32x128xf32>, %arg140: tensor<2x32x1024x128xf32>, %arg141: tensor<2x1024x32x128xf32>, %arg142: tensor<2x1024x32x128xf32>, %arg143: tensor<2x32x1024x128xbf16>, %arg144: tensor<2x32x1024x128xbf16>, %arg145: tensor<2x32x1024x128xbf16>, %arg146: tensor<2x32x1024x128xbf16>, %arg147: tensor<2048x4096xbf16>, %arg148: tensor<4096x4096xbf16>, %arg149: tensor<2x1024x4096xbf16>, %arg150: tensor<2x1024x4096xf32>, %arg151: tensor<2x1024x4096xf32>, %arg152: tensor<2x1024xf32>, %arg153: tensor<2x1024xf32>, %arg154: tensor<2x1024x4096xf32>, %arg155: tensor<2x1024xf32>, %arg156: tensor<4096xbf16>, %arg157: tensor<2x1024x4096xf32>, %arg158: tensor<2x1024x4096xf32>, %arg159: tensor<2x1024x4096xbf16>, %arg160: tensor<2x1024x4096xbf16>, %arg161: tensor<2048x4096xbf16>, %arg162: tensor<11008x4096xbf16>, %arg163: tensor<2x1024x11008xbf16>, %arg164: tensor<2048x4096xbf16>, %arg165: tensor<11008x4096xbf16>, %arg166: tensor<2x1024x11008xbf16>, %arg167: tensor<2x1024x11008xbf16>, %arg168: tensor<2048x11008xbf16>, %arg169: tensor<4096x11008xbf16>, %arg170: tensor<2x1024x4096xbf16>, %arg171: tensor<2x1024x4096xf32>, %arg172: tensor<2x1024x4096xf32>, %arg173: tensor<2x1024xf32>, %arg174: tensor<2x1024xf32>, %arg175: tensor<2x1024x4096xf32>, %arg176: tensor<2x1024xf32>, %arg177: tensor<4096xbf16>, %arg178: tensor<2x1024x4096xf32>, %arg179: tensor<2x1024x4096xf32>, %arg180: tensor<2x1024x4096xbf16>, %arg181: tensor<2x1024x4096xbf16>, %arg182: tensor<2x1024x4096xbf16>, %arg183: tensor<2x1024x4096xf32>, %arg184: tensor<2x1024x4096xf32>, %arg185: tensor<2x1024xf32>, %arg186: tensor<2x1024xf32>, %arg187: tensor<2x1024x4096xf32>, %arg188: tensor<2x1024xf32>, %arg189: tensor<4096xbf16>, %arg190: tensor<2x1024x4096xf32>, %arg191: tensor<2x1024x4096xf32>, %arg192: tensor<2048x4096xbf16>, %arg193: tensor<100352x4096xbf16>, %arg194: tensor<2x1024x100352xbf16>, %arg195: tensor<2x1024xi64>, %arg196: tensor<2x1024xi64>, %arg197: tensor<2048x100352xf32>, %arg198: tensor<2048xi64>, %arg199: tensor<f32>, %arg200: tensor<2048xi64>, %arg201: tensor<f32>, %arg202: tensor<2048x100352xf32>, %arg203: tensor<2048x100352xf32>, %arg204: tensor<2x1024x100352xf32>, %arg205: tensor<2048x100352xbf16>, %arg206: tensor<2048x4096xbf16>, %arg207: tensor<2048x100352xbf16>, %arg208: tensor<100352x4096xbf16>, %arg209: tensor<2x1024x4096xbf16>, %arg210: tensor<2x1024x4096xf32>, %arg211: tensor<4096xbf16>, %arg212: tensor<2x1024x4096xf32>, %arg213: tensor<2x1024x4096xf32>, %arg214: tensor<2x1024x4096xf32>, %arg215: tensor<4096xf32>, %arg216: tensor<2x1024x4096xf32>, %arg217: tensor<2x1024x4096xf32>, %arg218: tensor<2x1024x4096xf32>, %arg219: tensor<2x1024xf32>, %arg220: tensor<2x1024x4096xf32>, %arg221: tensor<2x1024xf32>, %arg222: tensor<2x1024xf32>, %arg223: tensor<2x1024xf32>, %arg224: tensor<2x1024xf32>, %arg225: tensor<2x1024xf32>, %arg226: tensor<2x1024x4096xf32>, %arg227: tensor<2x1024x4096xf32>, %arg228: tensor<2x1024x4096xf32>, %arg229: tensor<2x1024x4096xf32>, %arg230: tensor<2x1024x4096xf32>, %arg231: tensor<2x1024x4096xf32>, %arg232: tensor<2x1024x4096xf32>, %arg233: tensor<2x1024x4096xbf16>, %arg234: tensor<2x1024x4096xf32>, %arg235: tensor<4096xbf16>, %arg236: tensor<2x1024x4096xf32>, %arg237: tensor<2x1024x4096xf32>, %arg238: tensor<2x1024x4096xf32>, %arg239: tensor<4096xf32>, %arg240: tensor<2x1024x4096xf32>, %arg241: tensor<2x1024x4096xf32>, %arg242: tensor<2x1024x4096xf32>, %arg243: tensor<2x1024xf32>, %arg244: tensor<2x1024x4096xf32>, %arg245: tensor<2x1024xf32>, %arg246: tensor<2x1024xf32>, %arg247: tensor<2x1024xf32>, %arg248: tensor<2x1024xf32>, %arg249: tensor<2x1024xf32>, %arg250: tensor<2x1024x4096xf32>, %arg251: tensor<2x1024x4096xf32>, %arg252: tensor<2x1024x4096xf32>, %arg253: tensor<2x1024x4096xf32>, %arg254: tensor<2x1024x4096xf32>, %arg255: tensor<2x1024x4096xf32>, %arg256: tensor<2x1024x4096xf32>, %arg257: tensor<2048x4096xbf16>, %arg258: tensor<2048x11008xbf16>, %arg259: tensor<2048x4096xbf16>, %arg260: tensor<4096x11008xbf16>, %arg261: tensor<2x1024x11008xbf16>, %arg262: tensor<2x1024x11008xbf16>, %arg263: tensor<2x1024x11008xbf16>, %arg264: tensor<2x1024x11008xbf16>, %arg265: tensor<2048x11008xbf16>, %arg266: tensor<2048x4096xbf16>, %arg267: tensor<2048x11008xbf16>, %arg268: tensor<11008x4096xbf16>, %arg269: tensor<2x1024x4096xbf16>, %arg270: tensor<2x1024x4096xbf16>, %arg271: tensor<2x1024x11008xbf16>, %arg272: tensor<2x1024x11008xbf16>, %arg273: tensor<2048x11008xbf16>, %arg274: tensor<2048x4096xbf16>, %arg275: tensor<2048x11008xbf16>, %arg276: tensor<11008x4096xbf16>, %arg277: tensor<2x1024x4096xbf16>, %arg278: tensor<2x1024x4096xbf16>, %arg279: tensor<2x1024x4096xbf16>, %arg280: tensor<2x1024x4096xf32>, %arg281: tensor<4096xbf16>, %arg282: tensor<2x1024x4096xf32>, %arg283: tensor<2x1024x4096xf32>, %arg284: tensor<2x1024x4096xf32>, %arg285: tensor<4096xf32>, %arg286: tensor<2x1024x4096xf32>, %arg287: tensor<2x1024x4096xf32>, %arg288: tensor<2x1024x4096xf32>, %arg289: tensor<2x1024xf32>, %arg290: tensor<2x1024x4096xf32>, %arg291: tensor<2x1024xf32>, %arg292: tensor<2x1024xf32>, %arg293: tensor<2x1024xf32>, %arg294: tensor<2x1024xf32>, %arg295: tensor<2x1024xf32>, %arg296: tensor<2x1024x4096xf32>, %arg297: tensor<2x1024x4096xf32>, %arg298: tensor<2x1024x4096xf32>, %arg299: tensor<2x1024x4096xf32>, %arg300: tensor<2x1024x4096xf32>, %arg301: tensor<2x1024x4096xf32>, %arg302: tensor<2x1024x4096xf32>, %arg303: tensor<2048x4096xbf16>, %arg304: tensor<2048x4096xbf16>, %arg305: tensor<2048x4096xbf16>, %arg306: tensor<4096x4096xbf16>, %arg307: tensor<2x1024x32x128xbf16>, %arg308: tensor<2x1024x32x128xbf16>, %arg309: tensor<2x1024x32x128xf32>, %arg310: tensor<1024x128xf32>, %arg311: tensor<2x1024x32x128xf32>, %arg312: tensor<2x1024x32x64xbf16>, %arg313: tensor<2x1024x32x64xbf16>, %arg314: tensor<2x1024x32x64xbf16>, %arg315: tensor<2x32x1024x128xbf16>, %arg316: tensor<2x32x1024x128xbf16>, %arg317: tensor<2x1024x32x128xf32>, %arg318: tensor<1024x128xf32>, %arg319: tensor<2x1024x32x128xf32>, %arg320: tensor<2x32x1024x128xbf16>, %arg321: tensor<2x1024x32x128xbf16>, %arg322: tensor<2x1024x32x128xf32>, %arg323: tensor<1024x128xf32>, %arg324: tensor<2x1024x32x128xf32>, %arg325: tensor<2x1024x32x64xbf16>, %arg326: tensor<2x1024x32x64xbf16>, %arg327: tensor<2x1024x32x64xbf16>, %arg328: tensor<2x32x1024x128xbf16>, %arg329: tensor<2x32x1024x128xbf16>, %arg330: tensor<2x1024x32x128xf32>, %arg331: tensor<1024x128xf32>, %arg332: tensor<2x1024x32x128xf32>, %arg333: tensor<2x32x1024x128xbf16>, %arg334: tensor<2x1024x32x128xbf16>, %arg335: tensor<2x32x1024x128xbf16>, %arg336: tensor<2x32x1024x128xbf16>, %arg337: tensor<2048x4096xbf16>, %arg338: tensor<2048x4096xbf16>, %arg339: tensor<2048x4096xbf16>, %arg340: tensor<4096x4096xbf16>, %arg341: tensor<2x1024x4096xbf16>, %arg342: tensor<2x1024x4096xbf16>, %arg343: tensor<2x1024x4096xbf16>, %arg344: tensor<2x1024x4096xf32>, %arg345: tensor<4096xbf16>, %arg346: tensor<2x1024x4096xf32>, %arg347: tensor<2x1024x4096xf32>, %arg348: tensor<2x1024x4096xf32>, %arg349: tensor<4096xf32>, %arg350: tensor<2x1024x4096xf32>, %arg351: tensor<2x1024x4096xf32>, %arg352: tensor<2x1024x4096xf32>, %arg353: tensor<2x1024xf32>, %arg354: tensor<2x1024x4096xf32>, %arg355: tensor<2x1024xf32>, %arg356: tensor<2x1024xf32>, %arg357: tensor<2x1024xf32>, %arg358: tensor<2x1024xf32>, %arg359: tensor<2x1024xf32>, %arg360: tensor<2x1024x4096xf32>, %arg361: tensor<2x1024x4096xf32>, %arg362: tensor<2x1024x4096xf32>, %arg363: tensor<2x1024x4096xf32>, %arg364: tensor<2x1024x4096xf32>, %arg365: tensor<2x1024x4096xf32>, %arg366: tensor<2x1024x4096xf32>, %arg367: tensor<2048x4096xbf16>, %arg368: tensor<2048x4096xbf16>, %arg369: tensor<2048x4096xbf16>, %arg370: tensor<4096x4096xbf16>, %arg371: tensor<2x1024x4096xbf16>, %arg372: tensor<2x1024x4096xbf16>, %arg373: tensor<2x1024x4096xbf16>, %arg374: tensor<2x1024x4096xf32>, %arg375: tensor<4096xbf16>, %arg376: tensor<2x1024x4096xf32>, %arg377: tensor<2x1024x4096xf32>, %arg378: tensor<2x1024x4096xf32>, %arg379: tensor<4096xf32>, %arg380: tensor<2x1024x4096xf32>, %arg381: tensor<2x1024x4096xf32>, %arg382: tensor<2x1024x4096xf32>, %arg383: tensor<2x1024xf32>, %arg384: tensor<2x1024x4096xf32>, %arg385: tensor<2x1024xf32>, %arg386: tensor<2x1024xf32>, %arg387: tensor<2x1024xf32>, %arg388: tensor<2x1024xf32>, %arg389: tensor<2x1024xf32>, %arg390: tensor<2x1024x4096xf32>, %arg391: tensor<2x1024x4096xf32>, %arg392: tensor<2x1024x4096xf32>, %arg393: tensor<2x1024x4096xf32>, %arg394: tensor<2x1024x4096xf32>, %arg395: tensor<2x1024x4096xf32>, %arg396: tensor<2x1024x4096xf32>, %arg397: tensor<2048x4096xbf16>, %arg398: tensor<2048x4096xbf16>, %arg399: tensor<2048x4096xbf16>, %arg400: tensor<4096x4096xbf16>, %arg401: tensor<2x1024x4096xbf16>, %arg402: tensor<2x1024x4096xbf16>, %arg403: tensor<2x1024x4096xbf16>, %arg404: tensor<2x1024x4096xf32>, %arg405: tensor<4096xbf16>, %arg406: tensor<2x1024x4096xf32>, %arg407: tensor<2x1024x4096xf32>, %arg408: tensor<2x1024x4096xf32>, %arg409: tensor<4096xf32>, %arg410: tensor<2x1024x4096xf32>, %arg411: tensor<2x1024x4096xf32>, %arg412: tensor<2x1024x4096xf32>, %arg413: tensor<2x1024xf32>, %arg414: tensor<2x1024x4096xf32>, %arg415: tensor<2x1024xf32>, %arg416: tensor<2x1024xf32>, %arg417: tensor<2x1024xf32>, %arg418: tensor<2x1024xf32>, %arg419: tensor<2x1024xf32>, %arg420: tensor<2x1024x4096xf32>, %arg421: tensor<2x1024x4096xf32>, %arg422: tensor<2x1024x4096xf32>, %arg423: tensor<2x1024x4096xf32>, %arg424: tensor<2x1024x4096xf32>, %arg425: tensor<2x1024x4096xf32>, %arg426: tensor<2x1024x4096xf32>, %arg427: tensor<2048x4096xbf16>, %arg428: tensor<2048x11008xbf16>, %arg429: tensor<2048x4096xbf16>, %arg430: tensor<4096x11008xbf16>, %arg431: tensor<2x1024x11008xbf16>, %arg432: tensor<2x1024x11008xbf16>, %arg433: tensor<2x1024x11008xbf16>, %arg434: tensor<2x1024x11008xbf16>, %arg435: tensor<2048x11008xbf16>, %arg436: tensor<2048x4096xbf16>, %arg437: tensor<2048x11008xbf16>, %arg438: tensor<11008x4096xbf16>, %arg439: tensor<2x1024x4096xbf16>, %arg440: tensor<2x1024x4096xbf16>, %arg441: tensor<2x1024x11008xbf16>, %arg442: tensor<2x1024x11008xbf16>, %arg443: tensor<2048x11008xbf16>, %arg444: tensor<2048x4096xbf16>, %arg445: tensor<2048x11008xbf16>, %arg446: tensor<11008x4096xbf16>, %arg447: tensor<2x1024x4096xbf16>, %arg448: tensor<2x1024x4096xbf16>, %arg449: tensor<2x1024x4096xbf16>, %arg450: tensor<2x1024x4096xf32>, %arg451: tensor<4096xbf16>, %arg452: tensor<2x1024x4096xf32>, %arg453: tensor<2x1024x4096xf32>, %arg454: tensor<2x1024x4096xf32>, %arg455: tensor<4096xf32>, %arg456: tensor<2x1024x4096xf32>, %arg457: tensor<2x1024x4096xf32>, %arg458: tensor<2x1024x4096xf32>, %arg459: tensor<2x1024xf32>, %arg460: tensor<2x1024x4096xf32>, %arg461: tensor<2x1024xf32>, %arg462: tensor<2x1024xf32>, %arg463: tensor<2x1024xf32>, %arg464: tensor<2x1024xf32>, %arg465: tensor<2x1024xf32>, %arg466: tensor<2x1024x4096xf32>, %arg467: tensor<2x1024x4096xf32>, %arg468: tensor<2x1024x4096xf32>, %arg469: tensor<2x1024x4096xf32>, %arg470: tensor<2x1024x4096xf32>, %arg471: tensor<2x1024x4096xf32>, %arg472: tensor<2x1024x4096xf32>, %arg473: tensor<2048x4096xbf16>, %arg474: tensor<2048x4096xbf16>, %arg475: tensor<2048x4096xbf16>, %arg476: tensor<4096x4096xbf16>, %arg477: tensor<2x1024x32x128xbf16>, %arg478: tensor<2x1024x32x128xbf16>, %arg479: tensor<2x1024x32x128xf32>, %arg480: tensor<1024x128xf32>, %arg481: tensor<2x1024x32x128xf32>, %arg482: tensor<2x1024x32x64xbf16>, %arg483: tensor<2x1024x32x64xbf16>, %arg484: tensor<2x1024x32x64xbf16>, %arg485: tensor<2x32x1024x128xbf16>, %arg486: tensor<2x32x1024x128xbf16>, %arg487: tensor<2x1024x32x128xf32>, %arg488: tensor<1024x128xf32>, %arg489: tensor<2x1024x32x128xf32>, %arg490: tensor<2x32x1024x128xbf16>, %arg491: tensor<2x1024x32x128xbf16>, %arg492: tensor<2x1024x32x128xf32>, %arg493: tensor<1024x128xf32>, %arg494: tensor<2x1024x32x128xf32>, %arg495: tensor<2x1024x32x64xbf16>, %arg496: tensor<2x1024x32x64xbf16>, %arg497: tensor<2x1024x32x64xbf16>, %arg498: tensor<2x32x1024x128xbf16>, %arg499: tensor<2x32x1024x128xbf16>, %arg500: tensor<2x1024x32x128xf32>, %arg501: tensor<1024x128xf32>, %arg502: tensor<2x1024x32x128xf32>, %arg503: tensor<2x32x1024x128xbf16>, %arg504: tensor<2x1024x32x128xbf16>, %arg505: tensor<2x32x1024x128xbf16>, %arg506: tensor<2x32x1024x128xbf16>, %arg507: tensor<2048x4096xbf16>, %arg508: tensor<2048x4096xbf16>, %arg509: tensor<2048x4096xbf16>, %arg510: tensor<4096x4096xbf16>, %arg511: tensor<2x1024x4096xbf16>, %arg512: tensor<2x1024x4096xbf16>, %arg513: tensor<2x1024x4096xbf16>, %arg514: tensor<2x1024x4096xf32>, %arg515: tensor<4096xbf16>, %arg516: tensor<2x1024x4096xf32>, %arg517: tensor<2x1024x4096xf32>, %arg518: tensor<2x1024x4096xf32>, %arg519: tensor<4096xf32>, %arg520: tensor<2x1024x4096xf32>, %arg521: tensor<2x1024x4096xf32>, %arg522: tensor<2x1024x4096xf32>, %arg523: tensor<2x1024xf32>, %arg524: tensor<2x1024x4096xf32>, %arg525: tensor<2x1024xf32>, %arg526: tensor<2x1024xf32>, %arg527: tensor<2x1024xf32>, %arg528: tensor<2x1024xf32>, %arg529: tensor<2x1024xf32>, %arg530: tensor<2x1024x4096xf32>, %arg531: tensor<2x1024x4096xf32>, %arg532: tensor<2x1024x4096xf32>, %arg533: tensor<2x1024x4096xf32>, %arg534: tensor<2x1024x4096xf32>, %arg535: tensor<2x1024x4096xf32>, %arg536: tensor<2x1024x4096xf32>, %arg537: tensor<2048x4096xbf16>, %arg538: tensor<2048x4096xbf16>, %arg539: tensor<2048x4096xbf16>, %arg540: tensor<4096x4096xbf16>, %arg541: tensor<2x1024x4096xbf16>, %arg542: tensor<2x1024x4096xbf16>, %arg543: tensor<2x1024x4096xbf16>, %arg544: tensor<2x1024x4096xf32>, %arg545: tensor<4096xbf16>, %arg546: tensor<2x1024x4096xf32>, %arg547: tensor<2x1024x4096xf32>, %arg548: tensor<2x1024x4096xf32>, %arg549: tensor<4096xf32>, %arg550: tensor<2x1024x4096xf32>, %arg551: tensor<2x1024x4096xf32>, %arg552: tensor<2x1024x4096xf32>, %arg553: tensor<2x1024xf32>, %arg554: tensor<2x1024x4096xf32>, %arg555: tensor<2x1024xf32>, %arg556: tensor<2x1024xf32>, %arg557: tensor<2x1024xf32>, %arg558: tensor<2x1024xf32>, %arg559: tensor<2x1024xf32>, %arg560: tensor<2x1024x4096xf32>, %arg561: tensor<2x1024x4096xf32>, %arg562: tensor<2x1024x4096xf32>, %arg563: tensor<2x1024x4096xf32>, %arg564: tensor<2x1024x4096xf32>, %arg565: tensor<2x1024x4096xf32>, %arg566: tensor<2x1024x4096xf32>, %arg567: tensor<2048x4096xbf16>, %arg568: tensor<2048x4096xbf16>, %arg569: tensor<2048x4096xbf16>, %arg570: tensor<4096x4096xbf16>, %arg571: tensor<2x1024x4096xbf16>, %arg572: tensor<2x1024x4096xbf16>, %arg573: tensor<2x1024xi64>, %arg574: tensor<2x1024x4096xbf16>) -> (tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x100352xbf16>, tensor<2x1024x100352xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x100352xf32>, tensor<f32>, tensor<f32>, tensor<2048x100352xf32>, tensor<2048x100352xf32>, tensor<2x1024x100352xbf16>, tensor<100352x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<100352x4096xbf16>) {
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
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<100352x4096xbf16>
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
    %e22 = tensor.empty() : tensor<2048x4096xbf16>
    %z23 = linalg.fill ins(%c2 : bf16) outs(%e22 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r24 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg12, %arg13 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z23 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e25 = tensor.empty() : tensor<2x1024x4096xf32>
    %r26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<2x1024x4096xbf16>) outs(%e25 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e27 = tensor.empty() : tensor<2x1024x4096xf32>
    %r28 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<2x1024x4096xf32>) outs(%e27 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e29 = tensor.empty() : tensor<2x1024xf32>
    %z30 = linalg.fill ins(%c1 : f32) outs(%e29 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg16 : tensor<2x1024x4096xf32>) outs(%z30 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.q_norm:aten.mean.dim")
    %e32 = tensor.empty() : tensor<2x1024xf32>
    %r33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<2x1024xf32>) outs(%e32 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.q_norm:aten.add.Tensor")
    %e34 = tensor.empty() : tensor<2x1024xf32>
    %r35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg18 : tensor<2x1024xf32>) outs(%e34 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.q_norm:aten.rsqrt.default")
    %e36 = tensor.empty() : tensor<2x1024x4096xf32>
    %r37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %arg20 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e36 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e38 = tensor.empty() : tensor<2x1024x4096xf32>
    %r39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21, %arg22 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e38 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e40 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<2x1024x4096xf32>) outs(%e40 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e42 = tensor.empty() : tensor<2048x4096xbf16>
    %z43 = linalg.fill ins(%c2 : bf16) outs(%e42 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r44 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg24, %arg25 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z43 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e45 = tensor.empty() : tensor<2x1024x4096xf32>
    %r46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<2x1024x4096xbf16>) outs(%e45 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e47 = tensor.empty() : tensor<2x1024x4096xf32>
    %r48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<2x1024x4096xf32>) outs(%e47 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e49 = tensor.empty() : tensor<2x1024xf32>
    %z50 = linalg.fill ins(%c1 : f32) outs(%e49 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg28 : tensor<2x1024x4096xf32>) outs(%z50 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.k_norm:aten.mean.dim")
    %e52 = tensor.empty() : tensor<2x1024xf32>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg29 : tensor<2x1024xf32>) outs(%e52 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.k_norm:aten.add.Tensor")
    %e54 = tensor.empty() : tensor<2x1024xf32>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg30 : tensor<2x1024xf32>) outs(%e54 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.k_norm:aten.rsqrt.default")
    %e56 = tensor.empty() : tensor<2x1024x4096xf32>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31, %arg32 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e56 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e58 = tensor.empty() : tensor<2x1024x4096xf32>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33, %arg34 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e58 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35 : tensor<2x1024x4096xf32>) outs(%e60 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e62 = tensor.empty() : tensor<2048x4096xbf16>
    %z63 = linalg.fill ins(%c2 : bf16) outs(%e62 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r64 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg36, %arg37 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z63 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e65 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg38, %arg39 : tensor<2x1024x32x128xbf16>, tensor<1024x128xf32>) outs(%e65 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e67 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg40 : tensor<2x1024x32x64xbf16>) outs(%e67 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e69 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg41, %arg42 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e69 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e71 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg43, %arg44 : tensor<2x32x1024x128xbf16>, tensor<1024x128xf32>) outs(%e71 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e73 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg45, %arg46 : tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>) outs(%e73 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e75 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg47, %arg48 : tensor<2x1024x32x128xbf16>, tensor<1024x128xf32>) outs(%e75 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e77 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg49 : tensor<2x1024x32x64xbf16>) outs(%e77 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e79 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg50, %arg51 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e79 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e81 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg52, %arg53 : tensor<2x32x1024x128xbf16>, tensor<1024x128xf32>) outs(%e81 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e83 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg54, %arg55 : tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>) outs(%e83 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e85 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x1024x32x128xf32>) outs(%e85 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e87 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg57 : tensor<2x1024x32x128xf32>) outs(%e87 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e89 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z90 = linalg.fill ins(%c2 : bf16) outs(%e89 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg58, %arg59 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z90 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e93 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r91 : tensor<2x32x1024x1024xbf16>) outs(%e93 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e95 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p94 = linalg.softmax dimension(3) ins(%m92 : tensor<2x32x1024x1024xbf16>) outs(%e95 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e96 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z97 = linalg.fill ins(%c2 : bf16) outs(%e96 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p94, %arg60 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z97 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e99 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z100 = linalg.fill ins(%c2 : bf16) outs(%e99 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg61, %arg60 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z100 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e102 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z103 = linalg.fill ins(%c2 : bf16) outs(%e102 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p94, %arg61 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z103 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e105 = tensor.empty() : tensor<2x32x1024xbf16>
    %z106 = linalg.fill ins(%c2 : bf16) outs(%e105 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p94, %r101 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z106 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e109 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p94, %r101, %rs107 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e109 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e110 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z111 = linalg.fill ins(%c2 : bf16) outs(%e110 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds108, %arg59 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z111 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e113 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z114 = linalg.fill ins(%c2 : bf16) outs(%e113 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds108, %arg58 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z114 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e116 = tensor.empty() : tensor<2048x4096xbf16>
    %z117 = linalg.fill ins(%c2 : bf16) outs(%e116 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r118 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg62, %arg63 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z117 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e119 = tensor.empty() : tensor<2x1024x4096xf32>
    %r120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x1024x4096xbf16>) outs(%e119 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e121 = tensor.empty() : tensor<2x1024x4096xf32>
    %r122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65 : tensor<2x1024x4096xf32>) outs(%e121 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e123 = tensor.empty() : tensor<2x1024xf32>
    %z124 = linalg.fill ins(%c1 : f32) outs(%e123 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg66 : tensor<2x1024x4096xf32>) outs(%z124 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mean.dim")
    %e126 = tensor.empty() : tensor<2x1024xf32>
    %r127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<2x1024xf32>) outs(%e126 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e128 = tensor.empty() : tensor<2x1024xf32>
    %r129 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<2x1024xf32>) outs(%e128 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.rsqrt.default")
    %e130 = tensor.empty() : tensor<2x1024x4096xf32>
    %r131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69, %arg70 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e130 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e132 = tensor.empty() : tensor<2x1024x4096xf32>
    %r133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71, %arg72 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e132 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e134 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg73 : tensor<2x1024x4096xf32>) outs(%e134 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e136 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74, %arg75 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e136 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e138 = tensor.empty() : tensor<2048x11008xbf16>
    %z139 = linalg.fill ins(%c2 : bf16) outs(%e138 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r140 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg76, %arg77 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z139 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e141 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg78 : tensor<2x1024x11008xbf16>) outs(%e141 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp.act_fn:aten.silu.default")
    %e143 = tensor.empty() : tensor<2048x11008xbf16>
    %z144 = linalg.fill ins(%c2 : bf16) outs(%e143 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r145 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg79, %arg80 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z144 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e146 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e146 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e148 = tensor.empty() : tensor<2048x4096xbf16>
    %z149 = linalg.fill ins(%c2 : bf16) outs(%e148 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r150 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg83, %arg84 : tensor<2048x11008xbf16>, tensor<4096x11008xbf16>) outs(%z149 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e151 = tensor.empty() : tensor<2x1024x4096xf32>
    %r152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85 : tensor<2x1024x4096xbf16>) outs(%e151 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e153 = tensor.empty() : tensor<2x1024x4096xf32>
    %r154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg86 : tensor<2x1024x4096xf32>) outs(%e153 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e155 = tensor.empty() : tensor<2x1024xf32>
    %z156 = linalg.fill ins(%c1 : f32) outs(%e155 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg87 : tensor<2x1024x4096xf32>) outs(%z156 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mean.dim")
    %e158 = tensor.empty() : tensor<2x1024xf32>
    %r159 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg88 : tensor<2x1024xf32>) outs(%e158 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.add.Tensor")
    %e160 = tensor.empty() : tensor<2x1024xf32>
    %r161 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg89 : tensor<2x1024xf32>) outs(%e160 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.rsqrt.default")
    %e162 = tensor.empty() : tensor<2x1024x4096xf32>
    %r163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg90, %arg91 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e162 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e164 = tensor.empty() : tensor<2x1024x4096xf32>
    %r165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %arg93 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e164 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e166 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg94 : tensor<2x1024x4096xf32>) outs(%e166 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e168 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg95, %arg96 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e168 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e170 = tensor.empty() : tensor<2048x4096xbf16>
    %z171 = linalg.fill ins(%c2 : bf16) outs(%e170 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r172 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg97, %arg98 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z171 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e173 = tensor.empty() : tensor<2x1024x4096xf32>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99 : tensor<2x1024x4096xbf16>) outs(%e173 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e175 = tensor.empty() : tensor<2x1024x4096xf32>
    %r176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg100 : tensor<2x1024x4096xf32>) outs(%e175 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e177 = tensor.empty() : tensor<2x1024xf32>
    %z178 = linalg.fill ins(%c1 : f32) outs(%e177 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg101 : tensor<2x1024x4096xf32>) outs(%z178 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.q_norm:aten.mean.dim")
    %e180 = tensor.empty() : tensor<2x1024xf32>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg102 : tensor<2x1024xf32>) outs(%e180 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.q_norm:aten.add.Tensor")
    %e182 = tensor.empty() : tensor<2x1024xf32>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg103 : tensor<2x1024xf32>) outs(%e182 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.q_norm:aten.rsqrt.default")
    %e184 = tensor.empty() : tensor<2x1024x4096xf32>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg104, %arg105 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e184 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e186 = tensor.empty() : tensor<2x1024x4096xf32>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg106, %arg107 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e186 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e188 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg108 : tensor<2x1024x4096xf32>) outs(%e188 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e190 = tensor.empty() : tensor<2048x4096xbf16>
    %z191 = linalg.fill ins(%c2 : bf16) outs(%e190 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r192 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg109, %arg110 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z191 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e193 = tensor.empty() : tensor<2x1024x4096xf32>
    %r194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<2x1024x4096xbf16>) outs(%e193 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e195 = tensor.empty() : tensor<2x1024x4096xf32>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x1024x4096xf32>) outs(%e195 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e197 = tensor.empty() : tensor<2x1024xf32>
    %z198 = linalg.fill ins(%c1 : f32) outs(%e197 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg113 : tensor<2x1024x4096xf32>) outs(%z198 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.k_norm:aten.mean.dim")
    %e200 = tensor.empty() : tensor<2x1024xf32>
    %r201 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg114 : tensor<2x1024xf32>) outs(%e200 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.k_norm:aten.add.Tensor")
    %e202 = tensor.empty() : tensor<2x1024xf32>
    %r203 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg115 : tensor<2x1024xf32>) outs(%e202 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.k_norm:aten.rsqrt.default")
    %e204 = tensor.empty() : tensor<2x1024x4096xf32>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg116, %arg117 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e204 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e206 = tensor.empty() : tensor<2x1024x4096xf32>
    %r207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg118, %arg119 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e206 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e208 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120 : tensor<2x1024x4096xf32>) outs(%e208 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e210 = tensor.empty() : tensor<2048x4096xbf16>
    %z211 = linalg.fill ins(%c2 : bf16) outs(%e210 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r212 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg121, %arg122 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z211 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e213 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg123, %arg124 : tensor<2x1024x32x128xbf16>, tensor<1024x128xf32>) outs(%e213 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e215 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg125 : tensor<2x1024x32x64xbf16>) outs(%e215 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e217 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg126, %arg127 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e217 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e219 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg128, %arg129 : tensor<2x32x1024x128xbf16>, tensor<1024x128xf32>) outs(%e219 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e221 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg130, %arg131 : tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>) outs(%e221 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e223 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg132, %arg133 : tensor<2x1024x32x128xbf16>, tensor<1024x128xf32>) outs(%e223 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e225 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg134 : tensor<2x1024x32x64xbf16>) outs(%e225 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e227 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg135, %arg136 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e227 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e229 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg137, %arg138 : tensor<2x32x1024x128xbf16>, tensor<1024x128xf32>) outs(%e229 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e231 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg139, %arg140 : tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>) outs(%e231 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e233 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg141 : tensor<2x1024x32x128xf32>) outs(%e233 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e235 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg142 : tensor<2x1024x32x128xf32>) outs(%e235 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e237 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z238 = linalg.fill ins(%c2 : bf16) outs(%e237 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg143, %arg144 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z238 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e241 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r239 : tensor<2x32x1024x1024xbf16>) outs(%e241 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e243 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p242 = linalg.softmax dimension(3) ins(%m240 : tensor<2x32x1024x1024xbf16>) outs(%e243 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e244 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z245 = linalg.fill ins(%c2 : bf16) outs(%e244 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p242, %arg145 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z245 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e247 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z248 = linalg.fill ins(%c2 : bf16) outs(%e247 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg146, %arg145 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z248 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e250 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z251 = linalg.fill ins(%c2 : bf16) outs(%e250 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p242, %arg146 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z251 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e253 = tensor.empty() : tensor<2x32x1024xbf16>
    %z254 = linalg.fill ins(%c2 : bf16) outs(%e253 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p242, %r249 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z254 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e257 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p242, %r249, %rs255 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e257 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e258 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z259 = linalg.fill ins(%c2 : bf16) outs(%e258 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds256, %arg144 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z259 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e261 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z262 = linalg.fill ins(%c2 : bf16) outs(%e261 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds256, %arg143 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z262 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e264 = tensor.empty() : tensor<2048x4096xbf16>
    %z265 = linalg.fill ins(%c2 : bf16) outs(%e264 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r266 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg147, %arg148 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z265 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e267 = tensor.empty() : tensor<2x1024x4096xf32>
    %r268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg149 : tensor<2x1024x4096xbf16>) outs(%e267 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e269 = tensor.empty() : tensor<2x1024x4096xf32>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg150 : tensor<2x1024x4096xf32>) outs(%e269 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e271 = tensor.empty() : tensor<2x1024xf32>
    %z272 = linalg.fill ins(%c1 : f32) outs(%e271 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg151 : tensor<2x1024x4096xf32>) outs(%z272 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e274 = tensor.empty() : tensor<2x1024xf32>
    %r275 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<2x1024xf32>) outs(%e274 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e276 = tensor.empty() : tensor<2x1024xf32>
    %r277 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg153 : tensor<2x1024xf32>) outs(%e276 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e278 = tensor.empty() : tensor<2x1024x4096xf32>
    %r279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg154, %arg155 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e278 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e280 = tensor.empty() : tensor<2x1024x4096xf32>
    %r281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg156, %arg157 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e280 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e282 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg158 : tensor<2x1024x4096xf32>) outs(%e282 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e284 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg159, %arg160 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e284 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e286 = tensor.empty() : tensor<2048x11008xbf16>
    %z287 = linalg.fill ins(%c2 : bf16) outs(%e286 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r288 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg161, %arg162 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z287 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e289 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg163 : tensor<2x1024x11008xbf16>) outs(%e289 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp.act_fn:aten.silu.default")
    %e291 = tensor.empty() : tensor<2048x11008xbf16>
    %z292 = linalg.fill ins(%c2 : bf16) outs(%e291 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r293 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg164, %arg165 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z292 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e294 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg166, %arg167 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e294 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e296 = tensor.empty() : tensor<2048x4096xbf16>
    %z297 = linalg.fill ins(%c2 : bf16) outs(%e296 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r298 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg168, %arg169 : tensor<2048x11008xbf16>, tensor<4096x11008xbf16>) outs(%z297 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e299 = tensor.empty() : tensor<2x1024x4096xf32>
    %r300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg170 : tensor<2x1024x4096xbf16>) outs(%e299 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e301 = tensor.empty() : tensor<2x1024x4096xf32>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg171 : tensor<2x1024x4096xf32>) outs(%e301 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e303 = tensor.empty() : tensor<2x1024xf32>
    %z304 = linalg.fill ins(%c1 : f32) outs(%e303 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg172 : tensor<2x1024x4096xf32>) outs(%z304 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mean.dim")
    %e306 = tensor.empty() : tensor<2x1024xf32>
    %r307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg173 : tensor<2x1024xf32>) outs(%e306 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.add.Tensor")
    %e308 = tensor.empty() : tensor<2x1024xf32>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg174 : tensor<2x1024xf32>) outs(%e308 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.rsqrt.default")
    %e310 = tensor.empty() : tensor<2x1024x4096xf32>
    %r311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175, %arg176 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e310 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e312 = tensor.empty() : tensor<2x1024x4096xf32>
    %r313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg177, %arg178 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e312 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e314 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg179 : tensor<2x1024x4096xf32>) outs(%e314 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e316 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg180, %arg181 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e316 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e318 = tensor.empty() : tensor<2x1024x4096xf32>
    %r319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182 : tensor<2x1024x4096xbf16>) outs(%e318 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e320 = tensor.empty() : tensor<2x1024x4096xf32>
    %r321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg183 : tensor<2x1024x4096xf32>) outs(%e320 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e322 = tensor.empty() : tensor<2x1024xf32>
    %z323 = linalg.fill ins(%c1 : f32) outs(%e322 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg184 : tensor<2x1024x4096xf32>) outs(%z323 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e325 = tensor.empty() : tensor<2x1024xf32>
    %r326 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg185 : tensor<2x1024xf32>) outs(%e325 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e327 = tensor.empty() : tensor<2x1024xf32>
    %r328 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg186 : tensor<2x1024xf32>) outs(%e327 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e329 = tensor.empty() : tensor<2x1024x4096xf32>
    %r330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187, %arg188 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e329 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e331 = tensor.empty() : tensor<2x1024x4096xf32>
    %r332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg189, %arg190 : tensor<4096xbf16>, tensor<2x1024x4096xf32>) outs(%e331 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: f32, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      %b2 = arith.mulf %b1, %in1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e333 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg191 : tensor<2x1024x4096xf32>) outs(%e333 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e335 = tensor.empty() : tensor<2048x100352xbf16>
    %z336 = linalg.fill ins(%c2 : bf16) outs(%e335 : tensor<2048x100352xbf16>) -> tensor<2048x100352xbf16>
    %r337 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg192, %arg193 : tensor<2048x4096xbf16>, tensor<100352x4096xbf16>) outs(%z336 : tensor<2048x100352xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x100352xbf16> loc("lm_head:aten.mm.default")
    %e338 = tensor.empty() : tensor<2x1024x100352xf32>
    %r339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg194 : tensor<2x1024x100352xbf16>) outs(%e338 : tensor<2x1024x100352xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x100352xf32> loc("aten._to_copy.default")
    %e340 = tensor.empty() : tensor<2x1025xi64>
    %r341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg195 : tensor<2x1024xi64>) outs(%e340 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e342 = tensor.empty() : tensor<2x1024xi64>
    %r343 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg196 : tensor<2x1024xi64>) outs(%e342 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e344 = tensor.empty() : tensor<2048x100352xf32>
    %z345 = linalg.fill ins(%c1 : f32) outs(%e344 : tensor<2048x100352xf32>) -> tensor<2048x100352xf32>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg197 : tensor<2048x100352xf32>) outs(%z345 : tensor<2048x100352xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x100352xf32> loc("aten._log_softmax.default")
    %e347 = tensor.empty() : tensor<f32>
    %z348 = linalg.fill ins(%c1 : f32) outs(%e347 : tensor<f32>) -> tensor<f32>
    %e349 = tensor.empty() : tensor<f32>
    %z350 = linalg.fill ins(%c1 : f32) outs(%e349 : tensor<f32>) -> tensor<f32>
    %r351:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg198 : tensor<2048xi64>) outs(%z348, %z350 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e352 = tensor.empty() : tensor<2048x100352xf32>
    %r353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg199, %arg200, %arg201 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e352 : tensor<2048x100352xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x100352xf32> loc("aten.nll_loss_backward.default")
    %e354 = tensor.empty() : tensor<2048x100352xf32>
    %z355 = linalg.fill ins(%c1 : f32) outs(%e354 : tensor<2048x100352xf32>) -> tensor<2048x100352xf32>
    %r356 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg202, %arg203 : tensor<2048x100352xf32>, tensor<2048x100352xf32>) outs(%z355 : tensor<2048x100352xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x100352xf32> loc("aten._log_softmax_backward_data.default")
    %e357 = tensor.empty() : tensor<2x1024x100352xbf16>
    %r358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg204 : tensor<2x1024x100352xf32>) outs(%e357 : tensor<2x1024x100352xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x100352xbf16> loc("aten._to_copy.default")
    %e359 = tensor.empty() : tensor<100352x4096xbf16>
    %z360 = linalg.fill ins(%c2 : bf16) outs(%e359 : tensor<100352x4096xbf16>) -> tensor<100352x4096xbf16>
    %r361 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg205, %arg206 : tensor<2048x100352xbf16>, tensor<2048x4096xbf16>) outs(%z360 : tensor<100352x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<100352x4096xbf16> loc("lm_head:aten.mm.default")
    %e362 = tensor.empty() : tensor<2048x4096xbf16>
    %z363 = linalg.fill ins(%c2 : bf16) outs(%e362 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r364 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg207, %arg208 : tensor<2048x100352xbf16>, tensor<100352x4096xbf16>) outs(%z363 : tensor<2048x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("lm_head:aten.mm.default")
    %e365 = tensor.empty() : tensor<2x1024x4096xf32>
    %r366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209 : tensor<2x1024x4096xbf16>) outs(%e365 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e367 = tensor.empty() : tensor<2x1024x4096xf32>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e367 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e369 = tensor.empty() : tensor<2x1024x4096xf32>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg212, %arg213 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e369 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e371 = tensor.empty() : tensor<4096xf32>
    %z372 = linalg.fill ins(%c1 : f32) outs(%e371 : tensor<4096xf32>) -> tensor<4096xf32>
    %r373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg214 : tensor<2x1024x4096xf32>) outs(%z372 : tensor<4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.norm:aten.sum.dim_IntList")
    %e374 = tensor.empty() : tensor<4096xbf16>
    %r375 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg215 : tensor<4096xf32>) outs(%e374 : tensor<4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.norm:aten._to_copy.default")
    %e376 = tensor.empty() : tensor<2x1024x4096xf32>
    %r377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg216, %arg217 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e376 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e378 = tensor.empty() : tensor<2x1024x4096xf32>
    %r379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %arg219 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e378 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e380 = tensor.empty() : tensor<2x1024xf32>
    %z381 = linalg.fill ins(%c1 : f32) outs(%e380 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg220 : tensor<2x1024x4096xf32>) outs(%z381 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e383 = tensor.empty() : tensor<2x1024xf32>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg221 : tensor<2x1024xf32>) outs(%e383 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e385 = tensor.empty() : tensor<2x1024xf32>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg222 : tensor<2x1024xf32>) outs(%e385 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e387 = tensor.empty() : tensor<2x1024xf32>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg223, %arg224 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e387 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e389 = tensor.empty() : tensor<2x1024x4096xf32>
    %r390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2x1024xf32>) outs(%e389 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.div.Scalar")
    %e391 = tensor.empty() : tensor<2x1024x4096xf32>
    %r392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x1024x4096xf32>) outs(%e391 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e393 = tensor.empty() : tensor<2x1024x4096xf32>
    %r394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227 : tensor<2x1024x4096xf32>) outs(%e393 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Scalar")
    %e395 = tensor.empty() : tensor<2x1024x4096xf32>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg228, %arg229 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e395 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e397 = tensor.empty() : tensor<2x1024x4096xf32>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg230, %arg231 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e397 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.add.Tensor")
    %e399 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg232 : tensor<2x1024x4096xf32>) outs(%e399 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e401 = tensor.empty() : tensor<2x1024x4096xf32>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg233 : tensor<2x1024x4096xbf16>) outs(%e401 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e403 = tensor.empty() : tensor<2x1024x4096xf32>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg234, %arg235 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e403 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e405 = tensor.empty() : tensor<2x1024x4096xf32>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg236, %arg237 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e405 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e407 = tensor.empty() : tensor<4096xf32>
    %z408 = linalg.fill ins(%c1 : f32) outs(%e407 : tensor<4096xf32>) -> tensor<4096xf32>
    %r409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg238 : tensor<2x1024x4096xf32>) outs(%z408 : tensor<4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e410 = tensor.empty() : tensor<4096xbf16>
    %r411 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg239 : tensor<4096xf32>) outs(%e410 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e412 = tensor.empty() : tensor<2x1024x4096xf32>
    %r413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg240, %arg241 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e412 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e414 = tensor.empty() : tensor<2x1024x4096xf32>
    %r415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg242, %arg243 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e414 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e416 = tensor.empty() : tensor<2x1024xf32>
    %z417 = linalg.fill ins(%c1 : f32) outs(%e416 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg244 : tensor<2x1024x4096xf32>) outs(%z417 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e419 = tensor.empty() : tensor<2x1024xf32>
    %r420 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg245 : tensor<2x1024xf32>) outs(%e419 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e421 = tensor.empty() : tensor<2x1024xf32>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg246 : tensor<2x1024xf32>) outs(%e421 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Scalar")
    %e423 = tensor.empty() : tensor<2x1024xf32>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg247, %arg248 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e423 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e425 = tensor.empty() : tensor<2x1024x4096xf32>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg249 : tensor<2x1024xf32>) outs(%e425 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.div.Scalar")
    %e427 = tensor.empty() : tensor<2x1024x4096xf32>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg250 : tensor<2x1024x4096xf32>) outs(%e427 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e429 = tensor.empty() : tensor<2x1024x4096xf32>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg251 : tensor<2x1024x4096xf32>) outs(%e429 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Scalar")
    %e431 = tensor.empty() : tensor<2x1024x4096xf32>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg252, %arg253 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e431 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.mul.Tensor")
    %e433 = tensor.empty() : tensor<2x1024x4096xf32>
    %r434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg254, %arg255 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e433 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_feedforward_layernorm:aten.add.Tensor")
    %e435 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg256 : tensor<2x1024x4096xf32>) outs(%e435 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_feedforward_layernorm:aten._to_copy.default")
    %e437 = tensor.empty() : tensor<4096x11008xbf16>
    %z438 = linalg.fill ins(%c2 : bf16) outs(%e437 : tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %r439 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg257, %arg258 : tensor<2048x4096xbf16>, tensor<2048x11008xbf16>) outs(%z438 : tensor<4096x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x11008xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e440 = tensor.empty() : tensor<2048x11008xbf16>
    %z441 = linalg.fill ins(%c2 : bf16) outs(%e440 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r442 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg259, %arg260 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%z441 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x11008xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e443 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg261, %arg262 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e443 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e445 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg263, %arg264 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e445 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e447 = tensor.empty() : tensor<11008x4096xbf16>
    %z448 = linalg.fill ins(%c2 : bf16) outs(%e447 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r449 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg265, %arg266 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z448 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e450 = tensor.empty() : tensor<2048x4096xbf16>
    %z451 = linalg.fill ins(%c2 : bf16) outs(%e450 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r452 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg267, %arg268 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z451 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e453 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg269, %arg270 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e453 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.mlp.up_proj:aten.add.Tensor")
    %e455 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg271, %arg272 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e455 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp.act_fn:aten.silu_backward.default")
    %e457 = tensor.empty() : tensor<11008x4096xbf16>
    %z458 = linalg.fill ins(%c2 : bf16) outs(%e457 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r459 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg273, %arg274 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z458 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e460 = tensor.empty() : tensor<2048x4096xbf16>
    %z461 = linalg.fill ins(%c2 : bf16) outs(%e460 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r462 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z461 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e463 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg277, %arg278 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e463 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e465 = tensor.empty() : tensor<2x1024x4096xf32>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg279 : tensor<2x1024x4096xbf16>) outs(%e465 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e467 = tensor.empty() : tensor<2x1024x4096xf32>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg280, %arg281 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e467 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e469 = tensor.empty() : tensor<2x1024x4096xf32>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg282, %arg283 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e469 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e471 = tensor.empty() : tensor<4096xf32>
    %z472 = linalg.fill ins(%c1 : f32) outs(%e471 : tensor<4096xf32>) -> tensor<4096xf32>
    %r473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg284 : tensor<2x1024x4096xf32>) outs(%z472 : tensor<4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e474 = tensor.empty() : tensor<4096xbf16>
    %r475 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg285 : tensor<4096xf32>) outs(%e474 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e476 = tensor.empty() : tensor<2x1024x4096xf32>
    %r477 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg286, %arg287 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e476 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e478 = tensor.empty() : tensor<2x1024x4096xf32>
    %r479 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg288, %arg289 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e478 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e480 = tensor.empty() : tensor<2x1024xf32>
    %z481 = linalg.fill ins(%c1 : f32) outs(%e480 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg290 : tensor<2x1024x4096xf32>) outs(%z481 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e483 = tensor.empty() : tensor<2x1024xf32>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg291 : tensor<2x1024xf32>) outs(%e483 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e485 = tensor.empty() : tensor<2x1024xf32>
    %r486 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg292 : tensor<2x1024xf32>) outs(%e485 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e487 = tensor.empty() : tensor<2x1024xf32>
    %r488 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg293, %arg294 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e487 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e489 = tensor.empty() : tensor<2x1024x4096xf32>
    %r490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg295 : tensor<2x1024xf32>) outs(%e489 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e491 = tensor.empty() : tensor<2x1024x4096xf32>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg296 : tensor<2x1024x4096xf32>) outs(%e491 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e493 = tensor.empty() : tensor<2x1024x4096xf32>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg297 : tensor<2x1024x4096xf32>) outs(%e493 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e495 = tensor.empty() : tensor<2x1024x4096xf32>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg298, %arg299 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e495 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e497 = tensor.empty() : tensor<2x1024x4096xf32>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg300, %arg301 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e497 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e499 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg302 : tensor<2x1024x4096xf32>) outs(%e499 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e501 = tensor.empty() : tensor<4096x4096xbf16>
    %z502 = linalg.fill ins(%c2 : bf16) outs(%e501 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r503 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg303, %arg304 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z502 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e504 = tensor.empty() : tensor<2048x4096xbf16>
    %z505 = linalg.fill ins(%c2 : bf16) outs(%e504 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r506 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg305, %arg306 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z505 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e507 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg307 : tensor<2x1024x32x128xbf16>) outs(%e507 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e509 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg308 : tensor<2x1024x32x128xbf16>) outs(%e509 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e511 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg309, %arg310 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e511 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e513 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg311 : tensor<2x1024x32x128xf32>) outs(%e513 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e515 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg312 : tensor<2x1024x32x64xbf16>) outs(%e515 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e517 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg313 : tensor<2x1024x32x64xbf16>) outs(%e517 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e519 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg314 : tensor<2x1024x32x64xbf16>) outs(%e519 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e521 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg315, %arg316 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e521 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e523 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg317, %arg318 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e523 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e525 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg319 : tensor<2x1024x32x128xf32>) outs(%e525 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e527 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg320, %arg321 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e527 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e529 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg322, %arg323 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e529 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e531 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r532 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg324 : tensor<2x1024x32x128xf32>) outs(%e531 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e533 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg325 : tensor<2x1024x32x64xbf16>) outs(%e533 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e535 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg326 : tensor<2x1024x32x64xbf16>) outs(%e535 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e537 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg327 : tensor<2x1024x32x64xbf16>) outs(%e537 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e539 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg328, %arg329 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e539 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e541 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg330, %arg331 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e541 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e543 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg332 : tensor<2x1024x32x128xf32>) outs(%e543 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten._to_copy.default")
    %e545 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg333, %arg334 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e545 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e547 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg335 : tensor<2x32x1024x128xbf16>) outs(%e547 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e549 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg336 : tensor<2x32x1024x128xbf16>) outs(%e549 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e551 = tensor.empty() : tensor<4096x4096xbf16>
    %z552 = linalg.fill ins(%c2 : bf16) outs(%e551 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r553 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg337, %arg338 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z552 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e554 = tensor.empty() : tensor<2048x4096xbf16>
    %z555 = linalg.fill ins(%c2 : bf16) outs(%e554 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r556 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg339, %arg340 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z555 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e557 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg341, %arg342 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e557 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.add.Tensor")
    %e559 = tensor.empty() : tensor<2x1024x4096xf32>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg343 : tensor<2x1024x4096xbf16>) outs(%e559 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e561 = tensor.empty() : tensor<2x1024x4096xf32>
    %r562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg344, %arg345 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e561 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e563 = tensor.empty() : tensor<2x1024x4096xf32>
    %r564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346, %arg347 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e563 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e565 = tensor.empty() : tensor<4096xf32>
    %z566 = linalg.fill ins(%c1 : f32) outs(%e565 : tensor<4096xf32>) -> tensor<4096xf32>
    %r567 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg348 : tensor<2x1024x4096xf32>) outs(%z566 : tensor<4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.1.self_attn.k_norm:aten.sum.dim_IntList")
    %e568 = tensor.empty() : tensor<4096xbf16>
    %r569 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg349 : tensor<4096xf32>) outs(%e568 : tensor<4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e570 = tensor.empty() : tensor<2x1024x4096xf32>
    %r571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg350, %arg351 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e570 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e572 = tensor.empty() : tensor<2x1024x4096xf32>
    %r573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg352, %arg353 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e572 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e574 = tensor.empty() : tensor<2x1024xf32>
    %z575 = linalg.fill ins(%c1 : f32) outs(%e574 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg354 : tensor<2x1024x4096xf32>) outs(%z575 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.k_norm:aten.sum.dim_IntList")
    %e577 = tensor.empty() : tensor<2x1024xf32>
    %r578 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg355 : tensor<2x1024xf32>) outs(%e577 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e579 = tensor.empty() : tensor<2x1024xf32>
    %r580 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg356 : tensor<2x1024xf32>) outs(%e579 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Scalar")
    %e581 = tensor.empty() : tensor<2x1024xf32>
    %r582 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg357, %arg358 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e581 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e583 = tensor.empty() : tensor<2x1024x4096xf32>
    %r584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg359 : tensor<2x1024xf32>) outs(%e583 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.div.Scalar")
    %e585 = tensor.empty() : tensor<2x1024x4096xf32>
    %r586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg360 : tensor<2x1024x4096xf32>) outs(%e585 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e587 = tensor.empty() : tensor<2x1024x4096xf32>
    %r588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg361 : tensor<2x1024x4096xf32>) outs(%e587 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Scalar")
    %e589 = tensor.empty() : tensor<2x1024x4096xf32>
    %r590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg362, %arg363 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e589 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e591 = tensor.empty() : tensor<2x1024x4096xf32>
    %r592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg364, %arg365 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e591 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.k_norm:aten.add.Tensor")
    %e593 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg366 : tensor<2x1024x4096xf32>) outs(%e593 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e595 = tensor.empty() : tensor<4096x4096xbf16>
    %z596 = linalg.fill ins(%c2 : bf16) outs(%e595 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r597 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg367, %arg368 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z596 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e598 = tensor.empty() : tensor<2048x4096xbf16>
    %z599 = linalg.fill ins(%c2 : bf16) outs(%e598 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r600 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg369, %arg370 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z599 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e601 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg371, %arg372 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e601 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e603 = tensor.empty() : tensor<2x1024x4096xf32>
    %r604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg373 : tensor<2x1024x4096xbf16>) outs(%e603 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e605 = tensor.empty() : tensor<2x1024x4096xf32>
    %r606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg374, %arg375 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e605 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e607 = tensor.empty() : tensor<2x1024x4096xf32>
    %r608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg376, %arg377 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e607 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e609 = tensor.empty() : tensor<4096xf32>
    %z610 = linalg.fill ins(%c1 : f32) outs(%e609 : tensor<4096xf32>) -> tensor<4096xf32>
    %r611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg378 : tensor<2x1024x4096xf32>) outs(%z610 : tensor<4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.1.self_attn.q_norm:aten.sum.dim_IntList")
    %e612 = tensor.empty() : tensor<4096xbf16>
    %r613 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg379 : tensor<4096xf32>) outs(%e612 : tensor<4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e614 = tensor.empty() : tensor<2x1024x4096xf32>
    %r615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg380, %arg381 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e614 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e616 = tensor.empty() : tensor<2x1024x4096xf32>
    %r617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg382, %arg383 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e616 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e618 = tensor.empty() : tensor<2x1024xf32>
    %z619 = linalg.fill ins(%c1 : f32) outs(%e618 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg384 : tensor<2x1024x4096xf32>) outs(%z619 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.q_norm:aten.sum.dim_IntList")
    %e621 = tensor.empty() : tensor<2x1024xf32>
    %r622 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg385 : tensor<2x1024xf32>) outs(%e621 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e623 = tensor.empty() : tensor<2x1024xf32>
    %r624 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg386 : tensor<2x1024xf32>) outs(%e623 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Scalar")
    %e625 = tensor.empty() : tensor<2x1024xf32>
    %r626 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg387, %arg388 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e625 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e627 = tensor.empty() : tensor<2x1024x4096xf32>
    %r628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg389 : tensor<2x1024xf32>) outs(%e627 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.div.Scalar")
    %e629 = tensor.empty() : tensor<2x1024x4096xf32>
    %r630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg390 : tensor<2x1024x4096xf32>) outs(%e629 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e631 = tensor.empty() : tensor<2x1024x4096xf32>
    %r632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg391 : tensor<2x1024x4096xf32>) outs(%e631 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Scalar")
    %e633 = tensor.empty() : tensor<2x1024x4096xf32>
    %r634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg392, %arg393 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e633 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e635 = tensor.empty() : tensor<2x1024x4096xf32>
    %r636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg394, %arg395 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e635 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.self_attn.q_norm:aten.add.Tensor")
    %e637 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg396 : tensor<2x1024x4096xf32>) outs(%e637 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e639 = tensor.empty() : tensor<4096x4096xbf16>
    %z640 = linalg.fill ins(%c2 : bf16) outs(%e639 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r641 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg397, %arg398 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z640 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e642 = tensor.empty() : tensor<2048x4096xbf16>
    %z643 = linalg.fill ins(%c2 : bf16) outs(%e642 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r644 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg399, %arg400 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z643 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e645 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg401, %arg402 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e645 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e647 = tensor.empty() : tensor<2x1024x4096xf32>
    %r648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg403 : tensor<2x1024x4096xbf16>) outs(%e647 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e649 = tensor.empty() : tensor<2x1024x4096xf32>
    %r650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg404, %arg405 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e649 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e651 = tensor.empty() : tensor<2x1024x4096xf32>
    %r652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg406, %arg407 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e651 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e653 = tensor.empty() : tensor<4096xf32>
    %z654 = linalg.fill ins(%c1 : f32) outs(%e653 : tensor<4096xf32>) -> tensor<4096xf32>
    %r655 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg408 : tensor<2x1024x4096xf32>) outs(%z654 : tensor<4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e656 = tensor.empty() : tensor<4096xbf16>
    %r657 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg409 : tensor<4096xf32>) outs(%e656 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e658 = tensor.empty() : tensor<2x1024x4096xf32>
    %r659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg410, %arg411 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e658 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e660 = tensor.empty() : tensor<2x1024x4096xf32>
    %r661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg412, %arg413 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e660 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e662 = tensor.empty() : tensor<2x1024xf32>
    %z663 = linalg.fill ins(%c1 : f32) outs(%e662 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg414 : tensor<2x1024x4096xf32>) outs(%z663 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.sum.dim_IntList")
    %e665 = tensor.empty() : tensor<2x1024xf32>
    %r666 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg415 : tensor<2x1024xf32>) outs(%e665 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e667 = tensor.empty() : tensor<2x1024xf32>
    %r668 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg416 : tensor<2x1024xf32>) outs(%e667 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Scalar")
    %e669 = tensor.empty() : tensor<2x1024xf32>
    %r670 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg417, %arg418 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e669 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e671 = tensor.empty() : tensor<2x1024x4096xf32>
    %r672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg419 : tensor<2x1024xf32>) outs(%e671 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.div.Scalar")
    %e673 = tensor.empty() : tensor<2x1024x4096xf32>
    %r674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg420 : tensor<2x1024x4096xf32>) outs(%e673 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.pow.Tensor_Scalar")
    %e675 = tensor.empty() : tensor<2x1024x4096xf32>
    %r676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg421 : tensor<2x1024x4096xf32>) outs(%e675 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Scalar")
    %e677 = tensor.empty() : tensor<2x1024x4096xf32>
    %r678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg422, %arg423 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e677 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.mul.Tensor")
    %e679 = tensor.empty() : tensor<2x1024x4096xf32>
    %r680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg424, %arg425 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e679 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_feedforward_layernorm:aten.add.Tensor")
    %e681 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg426 : tensor<2x1024x4096xf32>) outs(%e681 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_feedforward_layernorm:aten._to_copy.default")
    %e683 = tensor.empty() : tensor<4096x11008xbf16>
    %z684 = linalg.fill ins(%c2 : bf16) outs(%e683 : tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %r685 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg427, %arg428 : tensor<2048x4096xbf16>, tensor<2048x11008xbf16>) outs(%z684 : tensor<4096x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x11008xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e686 = tensor.empty() : tensor<2048x11008xbf16>
    %z687 = linalg.fill ins(%c2 : bf16) outs(%e686 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r688 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg429, %arg430 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%z687 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x11008xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e689 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg431, %arg432 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e689 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e691 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r692 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg433, %arg434 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e691 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e693 = tensor.empty() : tensor<11008x4096xbf16>
    %z694 = linalg.fill ins(%c2 : bf16) outs(%e693 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r695 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg435, %arg436 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z694 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e696 = tensor.empty() : tensor<2048x4096xbf16>
    %z697 = linalg.fill ins(%c2 : bf16) outs(%e696 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r698 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg437, %arg438 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z697 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e699 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg439, %arg440 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e699 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.mlp.up_proj:aten.add.Tensor")
    %e701 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg441, %arg442 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e701 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp.act_fn:aten.silu_backward.default")
    %e703 = tensor.empty() : tensor<11008x4096xbf16>
    %z704 = linalg.fill ins(%c2 : bf16) outs(%e703 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r705 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg443, %arg444 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z704 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e706 = tensor.empty() : tensor<2048x4096xbf16>
    %z707 = linalg.fill ins(%c2 : bf16) outs(%e706 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r708 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg445, %arg446 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z707 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e709 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg447, %arg448 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e709 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e711 = tensor.empty() : tensor<2x1024x4096xf32>
    %r712 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg449 : tensor<2x1024x4096xbf16>) outs(%e711 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e713 = tensor.empty() : tensor<2x1024x4096xf32>
    %r714 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg450, %arg451 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e713 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e715 = tensor.empty() : tensor<2x1024x4096xf32>
    %r716 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg452, %arg453 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e715 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e717 = tensor.empty() : tensor<4096xf32>
    %z718 = linalg.fill ins(%c1 : f32) outs(%e717 : tensor<4096xf32>) -> tensor<4096xf32>
    %r719 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg454 : tensor<2x1024x4096xf32>) outs(%z718 : tensor<4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e720 = tensor.empty() : tensor<4096xbf16>
    %r721 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg455 : tensor<4096xf32>) outs(%e720 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e722 = tensor.empty() : tensor<2x1024x4096xf32>
    %r723 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg456, %arg457 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e722 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e724 = tensor.empty() : tensor<2x1024x4096xf32>
    %r725 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg458, %arg459 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e724 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e726 = tensor.empty() : tensor<2x1024xf32>
    %z727 = linalg.fill ins(%c1 : f32) outs(%e726 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg460 : tensor<2x1024x4096xf32>) outs(%z727 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e729 = tensor.empty() : tensor<2x1024xf32>
    %r730 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg461 : tensor<2x1024xf32>) outs(%e729 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e731 = tensor.empty() : tensor<2x1024xf32>
    %r732 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg462 : tensor<2x1024xf32>) outs(%e731 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e733 = tensor.empty() : tensor<2x1024xf32>
    %r734 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg463, %arg464 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e733 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e735 = tensor.empty() : tensor<2x1024x4096xf32>
    %r736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg465 : tensor<2x1024xf32>) outs(%e735 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e737 = tensor.empty() : tensor<2x1024x4096xf32>
    %r738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg466 : tensor<2x1024x4096xf32>) outs(%e737 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e739 = tensor.empty() : tensor<2x1024x4096xf32>
    %r740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg467 : tensor<2x1024x4096xf32>) outs(%e739 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e741 = tensor.empty() : tensor<2x1024x4096xf32>
    %r742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg468, %arg469 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e741 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e743 = tensor.empty() : tensor<2x1024x4096xf32>
    %r744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg470, %arg471 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e743 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e745 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r746 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg472 : tensor<2x1024x4096xf32>) outs(%e745 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e747 = tensor.empty() : tensor<4096x4096xbf16>
    %z748 = linalg.fill ins(%c2 : bf16) outs(%e747 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r749 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg473, %arg474 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z748 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e750 = tensor.empty() : tensor<2048x4096xbf16>
    %z751 = linalg.fill ins(%c2 : bf16) outs(%e750 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r752 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg475, %arg476 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z751 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e753 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg477 : tensor<2x1024x32x128xbf16>) outs(%e753 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e755 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg478 : tensor<2x1024x32x128xbf16>) outs(%e755 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e757 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r758 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg479, %arg480 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e757 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e759 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r760 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg481 : tensor<2x1024x32x128xf32>) outs(%e759 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e761 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r762 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg482 : tensor<2x1024x32x64xbf16>) outs(%e761 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e763 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r764 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg483 : tensor<2x1024x32x64xbf16>) outs(%e763 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e765 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg484 : tensor<2x1024x32x64xbf16>) outs(%e765 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e767 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg485, %arg486 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e767 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e769 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg487, %arg488 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e769 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e771 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r772 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg489 : tensor<2x1024x32x128xf32>) outs(%e771 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e773 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg490, %arg491 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e773 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e775 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg492, %arg493 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e775 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e777 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r778 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg494 : tensor<2x1024x32x128xf32>) outs(%e777 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e779 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg495 : tensor<2x1024x32x64xbf16>) outs(%e779 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e781 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg496 : tensor<2x1024x32x64xbf16>) outs(%e781 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e783 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg497 : tensor<2x1024x32x64xbf16>) outs(%e783 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e785 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg498, %arg499 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e785 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e787 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg500, %arg501 : tensor<2x1024x32x128xf32>, tensor<1024x128xf32>) outs(%e787 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e789 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r790 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg502 : tensor<2x1024x32x128xf32>) outs(%e789 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten._to_copy.default")
    %e791 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r792 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg503, %arg504 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e791 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e793 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r794 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg505 : tensor<2x32x1024x128xbf16>) outs(%e793 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e795 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg506 : tensor<2x32x1024x128xbf16>) outs(%e795 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e797 = tensor.empty() : tensor<4096x4096xbf16>
    %z798 = linalg.fill ins(%c2 : bf16) outs(%e797 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r799 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg507, %arg508 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z798 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e800 = tensor.empty() : tensor<2048x4096xbf16>
    %z801 = linalg.fill ins(%c2 : bf16) outs(%e800 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r802 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg509, %arg510 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z801 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e803 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r804 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg511, %arg512 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e803 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.add.Tensor")
    %e805 = tensor.empty() : tensor<2x1024x4096xf32>
    %r806 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg513 : tensor<2x1024x4096xbf16>) outs(%e805 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e807 = tensor.empty() : tensor<2x1024x4096xf32>
    %r808 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg514, %arg515 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e807 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e809 = tensor.empty() : tensor<2x1024x4096xf32>
    %r810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg516, %arg517 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e809 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e811 = tensor.empty() : tensor<4096xf32>
    %z812 = linalg.fill ins(%c1 : f32) outs(%e811 : tensor<4096xf32>) -> tensor<4096xf32>
    %r813 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg518 : tensor<2x1024x4096xf32>) outs(%z812 : tensor<4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.0.self_attn.k_norm:aten.sum.dim_IntList")
    %e814 = tensor.empty() : tensor<4096xbf16>
    %r815 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg519 : tensor<4096xf32>) outs(%e814 : tensor<4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e816 = tensor.empty() : tensor<2x1024x4096xf32>
    %r817 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg520, %arg521 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e816 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e818 = tensor.empty() : tensor<2x1024x4096xf32>
    %r819 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg522, %arg523 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e818 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e820 = tensor.empty() : tensor<2x1024xf32>
    %z821 = linalg.fill ins(%c1 : f32) outs(%e820 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg524 : tensor<2x1024x4096xf32>) outs(%z821 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.k_norm:aten.sum.dim_IntList")
    %e823 = tensor.empty() : tensor<2x1024xf32>
    %r824 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg525 : tensor<2x1024xf32>) outs(%e823 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e825 = tensor.empty() : tensor<2x1024xf32>
    %r826 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg526 : tensor<2x1024xf32>) outs(%e825 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Scalar")
    %e827 = tensor.empty() : tensor<2x1024xf32>
    %r828 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg527, %arg528 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e827 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e829 = tensor.empty() : tensor<2x1024x4096xf32>
    %r830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg529 : tensor<2x1024xf32>) outs(%e829 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.div.Scalar")
    %e831 = tensor.empty() : tensor<2x1024x4096xf32>
    %r832 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg530 : tensor<2x1024x4096xf32>) outs(%e831 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e833 = tensor.empty() : tensor<2x1024x4096xf32>
    %r834 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg531 : tensor<2x1024x4096xf32>) outs(%e833 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Scalar")
    %e835 = tensor.empty() : tensor<2x1024x4096xf32>
    %r836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg532, %arg533 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e835 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e837 = tensor.empty() : tensor<2x1024x4096xf32>
    %r838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg534, %arg535 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e837 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.k_norm:aten.add.Tensor")
    %e839 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg536 : tensor<2x1024x4096xf32>) outs(%e839 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e841 = tensor.empty() : tensor<4096x4096xbf16>
    %z842 = linalg.fill ins(%c2 : bf16) outs(%e841 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r843 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg537, %arg538 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z842 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e844 = tensor.empty() : tensor<2048x4096xbf16>
    %z845 = linalg.fill ins(%c2 : bf16) outs(%e844 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r846 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg539, %arg540 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z845 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e847 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r848 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg541, %arg542 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e847 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e849 = tensor.empty() : tensor<2x1024x4096xf32>
    %r850 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg543 : tensor<2x1024x4096xbf16>) outs(%e849 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e851 = tensor.empty() : tensor<2x1024x4096xf32>
    %r852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg544, %arg545 : tensor<2x1024x4096xf32>, tensor<4096xbf16>) outs(%e851 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: bf16, %out0: f32):
      %b1 = arith.extf %in1 : bf16 to f32
      %b2 = arith.mulf %in0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e853 = tensor.empty() : tensor<2x1024x4096xf32>
    %r854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg546, %arg547 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e853 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e855 = tensor.empty() : tensor<4096xf32>
    %z856 = linalg.fill ins(%c1 : f32) outs(%e855 : tensor<4096xf32>) -> tensor<4096xf32>
    %r857 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg548 : tensor<2x1024x4096xf32>) outs(%z856 : tensor<4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<4096xf32> loc("model.layers.0.self_attn.q_norm:aten.sum.dim_IntList")
    %e858 = tensor.empty() : tensor<4096xbf16>
    %r859 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg549 : tensor<4096xf32>) outs(%e858 : tensor<4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e860 = tensor.empty() : tensor<2x1024x4096xf32>
    %r861 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg550, %arg551 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e860 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e862 = tensor.empty() : tensor<2x1024x4096xf32>
    %r863 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg552, %arg553 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e862 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e864 = tensor.empty() : tensor<2x1024xf32>
    %z865 = linalg.fill ins(%c1 : f32) outs(%e864 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg554 : tensor<2x1024x4096xf32>) outs(%z865 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.q_norm:aten.sum.dim_IntList")
    %e867 = tensor.empty() : tensor<2x1024xf32>
    %r868 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg555 : tensor<2x1024xf32>) outs(%e867 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e869 = tensor.empty() : tensor<2x1024xf32>
    %r870 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg556 : tensor<2x1024xf32>) outs(%e869 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Scalar")
    %e871 = tensor.empty() : tensor<2x1024xf32>
    %r872 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg557, %arg558 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e871 : tensor<2x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e873 = tensor.empty() : tensor<2x1024x4096xf32>
    %r874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg559 : tensor<2x1024xf32>) outs(%e873 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.div.Scalar")
    %e875 = tensor.empty() : tensor<2x1024x4096xf32>
    %r876 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg560 : tensor<2x1024x4096xf32>) outs(%e875 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e877 = tensor.empty() : tensor<2x1024x4096xf32>
    %r878 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg561 : tensor<2x1024x4096xf32>) outs(%e877 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Scalar")
    %e879 = tensor.empty() : tensor<2x1024x4096xf32>
    %r880 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg562, %arg563 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e879 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e881 = tensor.empty() : tensor<2x1024x4096xf32>
    %r882 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg564, %arg565 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e881 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.self_attn.q_norm:aten.add.Tensor")
    %e883 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r884 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg566 : tensor<2x1024x4096xf32>) outs(%e883 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e885 = tensor.empty() : tensor<4096x4096xbf16>
    %z886 = linalg.fill ins(%c2 : bf16) outs(%e885 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r887 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg567, %arg568 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z886 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e888 = tensor.empty() : tensor<2048x4096xbf16>
    %z889 = linalg.fill ins(%c2 : bf16) outs(%e888 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r890 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg569, %arg570 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z889 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e891 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r892 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg571, %arg572 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e891 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e893 = tensor.empty() : tensor<100352x4096xbf16>
    %z894 = linalg.fill ins(%c2 : bf16) outs(%e893 : tensor<100352x4096xbf16>) -> tensor<100352x4096xbf16>
    %r895 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg573, %arg574 : tensor<2x1024xi64>, tensor<2x1024x4096xbf16>) outs(%z894 : tensor<100352x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<100352x4096xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r24, %r26, %r28, %r31, %r33, %r35, %r37, %r39, %r41, %r44, %r46, %r48, %r51, %r53, %r55, %r57, %r59, %r61, %r64, %r66, %r68, %r70, %r72, %r74, %r76, %r78, %r80, %r82, %r84, %r86, %r88, %r98, %r112, %r115, %r104, %r118, %r120, %r122, %r125, %r127, %r129, %r131, %r133, %r135, %r137, %r140, %r142, %r145, %r147, %r150, %r152, %r154, %r157, %r159, %r161, %r163, %r165, %r167, %r169, %r172, %r174, %r176, %r179, %r181, %r183, %r185, %r187, %r189, %r192, %r194, %r196, %r199, %r201, %r203, %r205, %r207, %r209, %r212, %r214, %r216, %r218, %r220, %r222, %r224, %r226, %r228, %r230, %r232, %r234, %r236, %r246, %r260, %r263, %r252, %r266, %r268, %r270, %r273, %r275, %r277, %r279, %r281, %r283, %r285, %r288, %r290, %r293, %r295, %r298, %r300, %r302, %r305, %r307, %r309, %r311, %r313, %r315, %r317, %r319, %r321, %r324, %r326, %r328, %r330, %r332, %r334, %r337, %r339, %r341, %r343, %r346, %r351#0, %r351#1, %r353, %r356, %r358, %r361, %r364, %r366, %r368, %r370, %r373, %r375, %r377, %r379, %r382, %r384, %r386, %r388, %r390, %r392, %r394, %r396, %r398, %r400, %r402, %r404, %r406, %r409, %r411, %r413, %r415, %r418, %r420, %r422, %r424, %r426, %r428, %r430, %r432, %r434, %r436, %r439, %r442, %r444, %r446, %r449, %r452, %r454, %r456, %r459, %r462, %r464, %r466, %r468, %r470, %r473, %r475, %r477, %r479, %r482, %r484, %r486, %r488, %r490, %r492, %r494, %r496, %r498, %r500, %r503, %r506, %r508, %r510, %r512, %r514, %r516, %r518, %r520, %r522, %r524, %r526, %r528, %r530, %r532, %r534, %r536, %r538, %r540, %r542, %r544, %r546, %r548, %r550, %r553, %r556, %r558, %r560, %r562, %r564, %r567, %r569, %r571, %r573, %r576, %r578, %r580, %r582, %r584, %r586, %r588, %r590, %r592, %r594, %r597, %r600, %r602, %r604, %r606, %r608, %r611, %r613, %r615, %r617, %r620, %r622, %r624, %r626, %r628, %r630, %r632, %r634, %r636, %r638, %r641, %r644, %r646, %r648, %r650, %r652, %r655, %r657, %r659, %r661, %r664, %r666, %r668, %r670, %r672, %r674, %r676, %r678, %r680, %r682, %r685, %r688, %r690, %r692, %r695, %r698, %r700, %r702, %r705, %r708, %r710, %r712, %r714, %r716, %r719, %r721, %r723, %r725, %r728, %r730, %r732, %r734, %r736, %r738, %r740, %r742, %r744, %r746, %r749, %r752, %r754, %r756, %r758, %r760, %r762, %r764, %r766, %r768, %r770, %r772, %r774, %r776, %r778, %r780, %r782, %r784, %r786, %r788, %r790, %r792, %r794, %r796, %r799, %r802, %r804, %r806, %r808, %r810, %r813, %r815, %r817, %r819, %r822, %r824, %r826, %r828, %r830, %r832, %r834, %r836, %r838, %r840, %r843, %r846, %r848, %r850, %r852, %r854, %r857, %r859, %r861, %r863, %r866, %r868, %r870, %r872, %r874, %r876, %r878, %r880, %r882, %r884, %r887, %r890, %r892, %r895 : tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2048x100352xbf16>, tensor<2x1024x100352xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x100352xf32>, tensor<f32>, tensor<f32>, tensor<2048x100352xf32>, tensor<2048x100352xf32>, tensor<2x1024x100352xbf16>, tensor<100352x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<4096xf32>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<100352x4096xbf16>
  }
}
