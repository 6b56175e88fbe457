module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<151936x2560xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<1024x128xf32>, %arg13: tensor<1024x128xf32>, %arg14: tensor<2x1024x2560xbf16>, %arg15: tensor<2x1024x2560xf32>, %arg16: tensor<2x1024x2560xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x2560xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x2560xf32>, %arg22: tensor<2560xbf16>, %arg23: tensor<2x1024x2560xbf16>, %arg24: tensor<2048x2560xbf16>, %arg25: tensor<4096x2560xbf16>, %arg26: tensor<2x1024x32x128xbf16>, %arg27: tensor<2x1024x32x128xf32>, %arg28: tensor<2x1024x32x128xf32>, %arg29: tensor<2x1024x32xf32>, %arg30: tensor<2x1024x32xf32>, %arg31: tensor<2x1024x32x128xf32>, %arg32: tensor<2x1024x32xf32>, %arg33: tensor<2x1024x32x128xf32>, %arg34: tensor<128xbf16>, %arg35: tensor<2x1024x32x128xbf16>, %arg36: tensor<2048x2560xbf16>, %arg37: tensor<1024x2560xbf16>, %arg38: tensor<2x1024x8x128xbf16>, %arg39: tensor<2x1024x8x128xf32>, %arg40: tensor<2x1024x8x128xf32>, %arg41: tensor<2x1024x8xf32>, %arg42: tensor<2x1024x8xf32>, %arg43: tensor<2x1024x8x128xf32>, %arg44: tensor<2x1024x8xf32>, %arg45: tensor<2x1024x8x128xf32>, %arg46: tensor<128xbf16>, %arg47: tensor<2x1024x8x128xbf16>, %arg48: tensor<2048x2560xbf16>, %arg49: tensor<1024x2560xbf16>, %arg50: tensor<2x1024x32x128xbf16>, %arg51: tensor<1024x128xbf16>, %arg52: tensor<2x1024x32x64xbf16>, %arg53: tensor<2x1024x32x64xbf16>, %arg54: tensor<2x1024x32x64xbf16>, %arg55: tensor<2x32x1024x128xbf16>, %arg56: tensor<1024x128xbf16>, %arg57: tensor<2x1024x32x128xbf16>, %arg58: tensor<2x32x1024x128xbf16>, %arg59: tensor<2x1024x8x128xbf16>, %arg60: tensor<1024x128xbf16>, %arg61: tensor<2x1024x8x64xbf16>, %arg62: tensor<2x1024x8x64xbf16>, %arg63: tensor<2x1024x8x64xbf16>, %arg64: tensor<2x8x1024x128xbf16>, %arg65: tensor<1024x128xbf16>, %arg66: tensor<2x1024x8x128xbf16>, %arg67: tensor<2x8x1024x128xbf16>, %arg68: tensor<2x32x1024x128xbf16>, %arg69: tensor<2x8x1024x128xbf16>, %arg70: tensor<2x8x1024x128xbf16>, %arg71: tensor<2x32x1024x128xbf16>, %arg72: tensor<2048x4096xbf16>, %arg73: tensor<2560x4096xbf16>, %arg74: tensor<2x1024x2560xbf16>, %arg75: tensor<2x1024x2560xbf16>, %arg76: tensor<2x1024x2560xbf16>, %arg77: tensor<2x1024x2560xf32>, %arg78: tensor<2x1024x2560xf32>, %arg79: tensor<2x1024xf32>, %arg80: tensor<2x1024xf32>, %arg81: tensor<2x1024x2560xf32>, %arg82: tensor<2x1024xf32>, %arg83: tensor<2x1024x2560xf32>, %arg84: tensor<2560xbf16>, %arg85: tensor<2x1024x2560xbf16>, %arg86: tensor<2048x2560xbf16>, %arg87: tensor<9728x2560xbf16>, %arg88: tensor<2x1024x9728xbf16>, %arg89: tensor<2048x2560xbf16>, %arg90: tensor<9728x2560xbf16>, %arg91: tensor<2x1024x9728xbf16>, %arg92: tensor<2x1024x9728xbf16>, %arg93: tensor<2048x9728xbf16>, %arg94: tensor<2560x9728xbf16>, %arg95: tensor<2x1024x2560xbf16>, %arg96: tensor<2x1024x2560xbf16>, %arg97: tensor<2x1024x2560xbf16>, %arg98: tensor<2x1024x2560xf32>, %arg99: tensor<2x1024x2560xf32>, %arg100: tensor<2x1024xf32>, %arg101: tensor<2x1024xf32>, %arg102: tensor<2x1024x2560xf32>, %arg103: tensor<2x1024xf32>, %arg104: tensor<2x1024x2560xf32>, %arg105: tensor<2560xbf16>, %arg106: tensor<2x1024x2560xbf16>, %arg107: tensor<2048x2560xbf16>, %arg108: tensor<4096x2560xbf16>, %arg109: tensor<2x1024x32x128xbf16>, %arg110: tensor<2x1024x32x128xf32>, %arg111: tensor<2x1024x32x128xf32>, %arg112: tensor<2x1024x32xf32>, %arg113: tensor<2x1024x32xf32>, %arg114: tensor<2x1024x32x128xf32>, %arg115: tensor<2x1024x32xf32>, %arg116: tensor<2x1024x32x128xf32>, %arg117: tensor<128xbf16>, %arg118: tensor<2x1024x32x128xbf16>, %arg119: tensor<2048x2560xbf16>, %arg120: tensor<1024x2560xbf16>, %arg121: tensor<2x1024x8x128xbf16>, %arg122: tensor<2x1024x8x128xf32>, %arg123: tensor<2x1024x8x128xf32>, %arg124: tensor<2x1024x8xf32>, %arg125: tensor<2x1024x8xf32>, %arg126: tensor<2x1024x8x128xf32>, %arg127: tensor<2x1024x8xf32>, %arg128: tensor<2x1024x8x128xf32>, %arg129: tensor<128xbf16>, %arg130: tensor<2x1024x8x128xbf16>, %arg131: tensor<2048x2560xbf16>, %arg132: tensor<1024x2560xbf16>, %arg133: tensor<2x1024x32x128xbf16>, %arg134: tensor<1024x128xbf16>, %arg135: tensor<2x1024x32x64xbf16>, %arg136: tensor<2x1024x32x64xbf16>, %arg137: tensor<2x1024x32x64xbf16>, %arg138: tensor<2x32x1024x128xbf16>, %arg139: tensor<1024x128xbf16>, %arg140: tensor<2x1024x32x128xbf16>, %arg141: tensor<2x32x1024x128xbf16>, %arg142: tensor<2x1024x8x128xbf16>, %arg143: tensor<1024x128xbf16>, %arg144: tensor<2x1024x8x64xbf16>, %arg145: tensor<2x1024x8x64xbf16>, %arg146: tensor<2x1024x8x64xbf16>, %arg147: tensor<2x8x1024x128xbf16>, %arg148: tensor<1024x128xbf16>, %arg149: tensor<2x1024x8x128xbf16>, %arg150: tensor<2x8x1024x128xbf16>, %arg151: tensor<2x32x1024x128xbf16>, %arg152: tensor<2x8x1024x128xbf16>, %arg153: tensor<2x8x1024x128xbf16>, %arg154: tensor<2x32x1024x128xbf16>, %arg155: tensor<2048x4096xbf16>, %arg156: tensor<2560x4096xbf16>, %arg157: tensor<2x1024x2560xbf16>, %arg158: tensor<2x1024x2560xbf16>, %arg159: tensor<2x1024x2560xbf16>, %arg160: tensor<2x1024x2560xf32>, %arg161: tensor<2x1024x2560xf32>, %arg162: tensor<2x1024xf32>, %arg163: tensor<2x1024xf32>, %arg164: tensor<2x1024x2560xf32>, %arg165: tensor<2x1024xf32>, %arg166: tensor<2x1024x2560xf32>, %arg167: tensor<2560xbf16>, %arg168: tensor<2x1024x2560xbf16>, %arg169: tensor<2048x2560xbf16>, %arg170: tensor<9728x2560xbf16>, %arg171: tensor<2x1024x9728xbf16>, %arg172: tensor<2048x2560xbf16>, %arg173: tensor<9728x2560xbf16>, %arg174: tensor<2x1024x9728xbf16>, %arg175: tensor<2x1024x9728xbf16>, %arg176: tensor<2048x9728xbf16>, %arg177: tensor<2560x9728xbf16>, %arg178: tensor<2x1024x2560xbf16>, %arg179: tensor<2x1024x2560xbf16>, %arg180: tensor<2x1024x2560xbf16>, %arg181: tensor<2x1024x2560xf32>, %arg182: tensor<2x1024x2560xf32>, %arg183: tensor<2x1024xf32>, %arg184: tensor<2x1024xf32>, %arg185: tensor<2x1024x2560xf32>, %arg186: tensor<2x1024xf32>, %arg187: tensor<2x1024x2560xf32>, %arg188: tensor<2560xbf16>, %arg189: tensor<2x1024x2560xbf16>, %arg190: tensor<2048x2560xbf16>, %arg191: tensor<151936x2560xbf16>, %arg192: tensor<2x1024x151936xbf16>, %arg193: tensor<2x1024xi64>, %arg194: tensor<2x1024xi64>, %arg195: tensor<2048x151936xf32>, %arg196: tensor<2048xi64>, %arg197: tensor<f32>, %arg198: tensor<2048xi64>, %arg199: tensor<f32>, %arg200: tensor<2048x151936xf32>, %arg201: tensor<2048x151936xf32>, %arg202: tensor<2x1024x151936xf32>, %arg203: tensor<2048x151936xbf16>, %arg204: tensor<2048x2560xbf16>, %arg205: tensor<2048x151936xbf16>, %arg206: tensor<151936x2560xbf16>, %arg207: tensor<2x1024x2560xbf16>, %arg208: tensor<2560xbf16>, %arg209: tensor<2x1024x2560xbf16>, %arg210: tensor<2x1024x2560xbf16>, %arg211: tensor<2x1024x2560xbf16>, %arg212: tensor<2x1024x2560xbf16>, %arg213: tensor<2x1024x2560xf32>, %arg214: tensor<2x1024x2560xf32>, %arg215: tensor<2x1024x2560xf32>, %arg216: tensor<2x1024xf32>, %arg217: tensor<2x1024x2560xf32>, %arg218: tensor<2x1024xf32>, %arg219: tensor<2x1024xf32>, %arg220: tensor<2x1024xf32>, %arg221: tensor<2x1024xf32>, %arg222: tensor<2x1024xf32>, %arg223: tensor<2x1024x2560xf32>, %arg224: tensor<2x1024x2560xf32>, %arg225: tensor<2x1024x2560xf32>, %arg226: tensor<2x1024x2560xf32>, %arg227: tensor<2x1024x2560xf32>, %arg228: tensor<2x1024x2560xf32>, %arg229: tensor<2x1024x2560xf32>, %arg230: tensor<2048x2560xbf16>, %arg231: tensor<2048x9728xbf16>, %arg232: tensor<2048x2560xbf16>, %arg233: tensor<2560x9728xbf16>, %arg234: tensor<2x1024x9728xbf16>, %arg235: tensor<2x1024x9728xbf16>, %arg236: tensor<2x1024x9728xbf16>, %arg237: tensor<2x1024x9728xbf16>, %arg238: tensor<2048x9728xbf16>, %arg239: tensor<2048x2560xbf16>, %arg240: tensor<2048x9728xbf16>, %arg241: tensor<9728x2560xbf16>, %arg242: tensor<2x1024x9728xbf16>, %arg243: tensor<2x1024x9728xbf16>, %arg244: tensor<2048x9728xbf16>, %arg245: tensor<2048x2560xbf16>, %arg246: tensor<2048x9728xbf16>, %arg247: tensor<9728x2560xbf16>, %arg248: tensor<2x1024x2560xbf16>, %arg249: tensor<2x1024x2560xbf16>, %arg250: tensor<2x1024x2560xbf16>, %arg251: tensor<2560xbf16>, %arg252: tensor<2x1024x2560xbf16>, %arg253: tensor<2x1024x2560xbf16>, %arg254: tensor<2x1024x2560xbf16>, %arg255: tensor<2x1024x2560xbf16>, %arg256: tensor<2x1024x2560xf32>, %arg257: tensor<2x1024x2560xf32>, %arg258: tensor<2x1024x2560xf32>, %arg259: tensor<2x1024xf32>, %arg260: tensor<2x1024x2560xf32>, %arg261: tensor<2x1024xf32>, %arg262: tensor<2x1024xf32>, %arg263: tensor<2x1024xf32>, %arg264: tensor<2x1024xf32>, %arg265: tensor<2x1024xf32>, %arg266: tensor<2x1024x2560xf32>, %arg267: tensor<2x1024x2560xf32>, %arg268: tensor<2x1024x2560xf32>, %arg269: tensor<2x1024x2560xf32>, %arg270: tensor<2x1024x2560xf32>, %arg271: tensor<2x1024x2560xf32>, %arg272: tensor<2x1024x2560xf32>, %arg273: tensor<2x1024x2560xbf16>, %arg274: tensor<2x1024x2560xbf16>, %arg275: tensor<2048x2560xbf16>, %arg276: tensor<2048x4096xbf16>, %arg277: tensor<2048x2560xbf16>, %arg278: tensor<2560x4096xbf16>, %arg279: tensor<2x1024x8x128xbf16>, %arg280: tensor<1024x128xbf16>, %arg281: tensor<2x1024x8x64xbf16>, %arg282: tensor<2x1024x8x64xbf16>, %arg283: tensor<2x1024x8x64xbf16>, %arg284: tensor<2x8x1024x128xbf16>, %arg285: tensor<2x8x1024x128xbf16>, %arg286: tensor<2x1024x8x128xbf16>, %arg287: tensor<1024x128xbf16>, %arg288: tensor<2x8x1024x128xbf16>, %arg289: tensor<2x1024x8x128xbf16>, %arg290: tensor<2x1024x32x128xbf16>, %arg291: tensor<1024x128xbf16>, %arg292: tensor<2x1024x32x64xbf16>, %arg293: tensor<2x1024x32x64xbf16>, %arg294: tensor<2x1024x32x64xbf16>, %arg295: tensor<2x32x1024x128xbf16>, %arg296: tensor<2x32x1024x128xbf16>, %arg297: tensor<2x1024x32x128xbf16>, %arg298: tensor<1024x128xbf16>, %arg299: tensor<2x32x1024x128xbf16>, %arg300: tensor<2x1024x32x128xbf16>, %arg301: tensor<2048x1024xbf16>, %arg302: tensor<2048x2560xbf16>, %arg303: tensor<2048x1024xbf16>, %arg304: tensor<1024x2560xbf16>, %arg305: tensor<2x8x1024x128xbf16>, %arg306: tensor<128xbf16>, %arg307: tensor<2x8x1024x128xbf16>, %arg308: tensor<2x1024x8x128xbf16>, %arg309: tensor<2x8x1024x128xbf16>, %arg310: tensor<2x8x1024x128xbf16>, %arg311: tensor<2x8x1024x128xf32>, %arg312: tensor<2x1024x8x128xf32>, %arg313: tensor<2x8x1024x128xf32>, %arg314: tensor<2x1024x8xf32>, %arg315: tensor<2x8x1024x128xf32>, %arg316: tensor<2x1024x8xf32>, %arg317: tensor<2x1024x8xf32>, %arg318: tensor<2x1024x8xf32>, %arg319: tensor<2x1024x8xf32>, %arg320: tensor<2x1024x8xf32>, %arg321: tensor<2x1024x8x128xf32>, %arg322: tensor<2x1024x8x128xf32>, %arg323: tensor<2x1024x8x128xf32>, %arg324: tensor<2x1024x8x128xf32>, %arg325: tensor<2x8x1024x128xf32>, %arg326: tensor<2x1024x8x128xf32>, %arg327: tensor<2x8x1024x128xf32>, %arg328: tensor<2x8x1024x128xbf16>, %arg329: tensor<2048x1024xbf16>, %arg330: tensor<2048x2560xbf16>, %arg331: tensor<2048x1024xbf16>, %arg332: tensor<1024x2560xbf16>, %arg333: tensor<2x1024x2560xbf16>, %arg334: tensor<2x1024x2560xbf16>, %arg335: tensor<2x32x1024x128xbf16>, %arg336: tensor<128xbf16>, %arg337: tensor<2x32x1024x128xbf16>, %arg338: tensor<2x1024x32x128xbf16>, %arg339: tensor<2x32x1024x128xbf16>, %arg340: tensor<2x32x1024x128xbf16>, %arg341: tensor<2x32x1024x128xf32>, %arg342: tensor<2x1024x32x128xf32>, %arg343: tensor<2x32x1024x128xf32>, %arg344: tensor<2x1024x32xf32>, %arg345: tensor<2x32x1024x128xf32>, %arg346: tensor<2x1024x32xf32>, %arg347: tensor<2x1024x32xf32>, %arg348: tensor<2x1024x32xf32>, %arg349: tensor<2x1024x32xf32>, %arg350: tensor<2x1024x32xf32>, %arg351: tensor<2x1024x32x128xf32>, %arg352: tensor<2x1024x32x128xf32>, %arg353: tensor<2x1024x32x128xf32>, %arg354: tensor<2x1024x32x128xf32>, %arg355: tensor<2x32x1024x128xf32>, %arg356: tensor<2x1024x32x128xf32>, %arg357: tensor<2x32x1024x128xf32>, %arg358: tensor<2x32x1024x128xbf16>, %arg359: tensor<2048x4096xbf16>, %arg360: tensor<2048x2560xbf16>, %arg361: tensor<2048x4096xbf16>, %arg362: tensor<4096x2560xbf16>, %arg363: tensor<2x1024x2560xbf16>, %arg364: tensor<2x1024x2560xbf16>, %arg365: tensor<2x1024x2560xbf16>, %arg366: tensor<2560xbf16>, %arg367: tensor<2x1024x2560xbf16>, %arg368: tensor<2x1024x2560xbf16>, %arg369: tensor<2x1024x2560xbf16>, %arg370: tensor<2x1024x2560xbf16>, %arg371: tensor<2x1024x2560xf32>, %arg372: tensor<2x1024x2560xf32>, %arg373: tensor<2x1024x2560xf32>, %arg374: tensor<2x1024xf32>, %arg375: tensor<2x1024x2560xf32>, %arg376: tensor<2x1024xf32>, %arg377: tensor<2x1024xf32>, %arg378: tensor<2x1024xf32>, %arg379: tensor<2x1024xf32>, %arg380: tensor<2x1024xf32>, %arg381: tensor<2x1024x2560xf32>, %arg382: tensor<2x1024x2560xf32>, %arg383: tensor<2x1024x2560xf32>, %arg384: tensor<2x1024x2560xf32>, %arg385: tensor<2x1024x2560xf32>, %arg386: tensor<2x1024x2560xf32>, %arg387: tensor<2x1024x2560xf32>, %arg388: tensor<2x1024x2560xbf16>, %arg389: tensor<2x1024x2560xbf16>, %arg390: tensor<2048x2560xbf16>, %arg391: tensor<2048x9728xbf16>, %arg392: tensor<2048x2560xbf16>, %arg393: tensor<2560x9728xbf16>, %arg394: tensor<2x1024x9728xbf16>, %arg395: tensor<2x1024x9728xbf16>, %arg396: tensor<2x1024x9728xbf16>, %arg397: tensor<2x1024x9728xbf16>, %arg398: tensor<2048x9728xbf16>, %arg399: tensor<2048x2560xbf16>, %arg400: tensor<2048x9728xbf16>, %arg401: tensor<9728x2560xbf16>, %arg402: tensor<2x1024x9728xbf16>, %arg403: tensor<2x1024x9728xbf16>, %arg404: tensor<2048x9728xbf16>, %arg405: tensor<2048x2560xbf16>, %arg406: tensor<2048x9728xbf16>, %arg407: tensor<9728x2560xbf16>, %arg408: tensor<2x1024x2560xbf16>, %arg409: tensor<2x1024x2560xbf16>, %arg410: tensor<2x1024x2560xbf16>, %arg411: tensor<2560xbf16>, %arg412: tensor<2x1024x2560xbf16>, %arg413: tensor<2x1024x2560xbf16>, %arg414: tensor<2x1024x2560xbf16>, %arg415: tensor<2x1024x2560xbf16>, %arg416: tensor<2x1024x2560xf32>, %arg417: tensor<2x1024x2560xf32>, %arg418: tensor<2x1024x2560xf32>, %arg419: tensor<2x1024xf32>, %arg420: tensor<2x1024x2560xf32>, %arg421: tensor<2x1024xf32>, %arg422: tensor<2x1024xf32>, %arg423: tensor<2x1024xf32>, %arg424: tensor<2x1024xf32>, %arg425: tensor<2x1024xf32>, %arg426: tensor<2x1024x2560xf32>, %arg427: tensor<2x1024x2560xf32>, %arg428: tensor<2x1024x2560xf32>, %arg429: tensor<2x1024x2560xf32>, %arg430: tensor<2x1024x2560xf32>, %arg431: tensor<2x1024x2560xf32>, %arg432: tensor<2x1024x2560xf32>, %arg433: tensor<2x1024x2560xbf16>, %arg434: tensor<2x1024x2560xbf16>, %arg435: tensor<2048x2560xbf16>, %arg436: tensor<2048x4096xbf16>, %arg437: tensor<2048x2560xbf16>, %arg438: tensor<2560x4096xbf16>, %arg439: tensor<2x1024x8x128xbf16>, %arg440: tensor<1024x128xbf16>, %arg441: tensor<2x1024x8x64xbf16>, %arg442: tensor<2x1024x8x64xbf16>, %arg443: tensor<2x1024x8x64xbf16>, %arg444: tensor<2x8x1024x128xbf16>, %arg445: tensor<2x8x1024x128xbf16>, %arg446: tensor<2x1024x8x128xbf16>, %arg447: tensor<1024x128xbf16>, %arg448: tensor<2x8x1024x128xbf16>, %arg449: tensor<2x1024x8x128xbf16>, %arg450: tensor<2x1024x32x128xbf16>, %arg451: tensor<1024x128xbf16>, %arg452: tensor<2x1024x32x64xbf16>, %arg453: tensor<2x1024x32x64xbf16>, %arg454: tensor<2x1024x32x64xbf16>, %arg455: tensor<2x32x1024x128xbf16>, %arg456: tensor<2x32x1024x128xbf16>, %arg457: tensor<2x1024x32x128xbf16>, %arg458: tensor<1024x128xbf16>, %arg459: tensor<2x32x1024x128xbf16>, %arg460: tensor<2x1024x32x128xbf16>, %arg461: tensor<2048x1024xbf16>, %arg462: tensor<2048x2560xbf16>, %arg463: tensor<2048x1024xbf16>, %arg464: tensor<1024x2560xbf16>, %arg465: tensor<2x8x1024x128xbf16>, %arg466: tensor<128xbf16>, %arg467: tensor<2x8x1024x128xbf16>, %arg468: tensor<2x1024x8x128xbf16>, %arg469: tensor<2x8x1024x128xbf16>, %arg470: tensor<2x8x1024x128xbf16>, %arg471: tensor<2x8x1024x128xf32>, %arg472: tensor<2x1024x8x128xf32>, %arg473: tensor<2x8x1024x128xf32>, %arg474: tensor<2x1024x8xf32>, %arg475: tensor<2x8x1024x128xf32>, %arg476: tensor<2x1024x8xf32>, %arg477: tensor<2x1024x8xf32>, %arg478: tensor<2x1024x8xf32>, %arg479: tensor<2x1024x8xf32>, %arg480: tensor<2x1024x8xf32>, %arg481: tensor<2x1024x8x128xf32>, %arg482: tensor<2x1024x8x128xf32>, %arg483: tensor<2x1024x8x128xf32>, %arg484: tensor<2x1024x8x128xf32>, %arg485: tensor<2x8x1024x128xf32>, %arg486: tensor<2x1024x8x128xf32>, %arg487: tensor<2x8x1024x128xf32>, %arg488: tensor<2x8x1024x128xbf16>, %arg489: tensor<2048x1024xbf16>, %arg490: tensor<2048x2560xbf16>, %arg491: tensor<2048x1024xbf16>, %arg492: tensor<1024x2560xbf16>, %arg493: tensor<2x1024x2560xbf16>, %arg494: tensor<2x1024x2560xbf16>, %arg495: tensor<2x32x1024x128xbf16>, %arg496: tensor<128xbf16>, %arg497: tensor<2x32x1024x128xbf16>, %arg498: tensor<2x1024x32x128xbf16>, %arg499: tensor<2x32x1024x128xbf16>, %arg500: tensor<2x32x1024x128xbf16>, %arg501: tensor<2x32x1024x128xf32>, %arg502: tensor<2x1024x32x128xf32>, %arg503: tensor<2x32x1024x128xf32>, %arg504: tensor<2x1024x32xf32>, %arg505: tensor<2x32x1024x128xf32>, %arg506: tensor<2x1024x32xf32>, %arg507: tensor<2x1024x32xf32>, %arg508: tensor<2x1024x32xf32>, %arg509: tensor<2x1024x32xf32>, %arg510: tensor<2x1024x32xf32>, %arg511: tensor<2x1024x32x128xf32>, %arg512: tensor<2x1024x32x128xf32>, %arg513: tensor<2x1024x32x128xf32>, %arg514: tensor<2x1024x32x128xf32>, %arg515: tensor<2x32x1024x128xf32>, %arg516: tensor<2x1024x32x128xf32>, %arg517: tensor<2x32x1024x128xf32>, %arg518: tensor<2x32x1024x128xbf16>, %arg519: tensor<2048x4096xbf16>, %arg520: tensor<2048x2560xbf16>, %arg521: tensor<2048x4096xbf16>, %arg522: tensor<4096x2560xbf16>, %arg523: tensor<2x1024x2560xbf16>, %arg524: tensor<2x1024x2560xbf16>, %arg525: tensor<2x1024x2560xbf16>, %arg526: tensor<2560xbf16>, %arg527: tensor<2x1024x2560xbf16>, %arg528: tensor<2x1024x2560xbf16>, %arg529: tensor<2x1024x2560xbf16>, %arg530: tensor<2x1024x2560xbf16>, %arg531: tensor<2x1024x2560xf32>, %arg532: tensor<2x1024x2560xf32>, %arg533: tensor<2x1024x2560xf32>, %arg534: tensor<2x1024xf32>, %arg535: tensor<2x1024x2560xf32>, %arg536: tensor<2x1024xf32>, %arg537: tensor<2x1024xf32>, %arg538: tensor<2x1024xf32>, %arg539: tensor<2x1024xf32>, %arg540: tensor<2x1024xf32>, %arg541: tensor<2x1024x2560xf32>, %arg542: tensor<2x1024x2560xf32>, %arg543: tensor<2x1024x2560xf32>, %arg544: tensor<2x1024x2560xf32>, %arg545: tensor<2x1024x2560xf32>, %arg546: tensor<2x1024x2560xf32>, %arg547: tensor<2x1024x2560xf32>, %arg548: tensor<2x1024x2560xbf16>, %arg549: tensor<2x1024x2560xbf16>, %arg550: tensor<2x1024xi64>, %arg551: tensor<2x1024x2560xbf16>, %arg552: tensor<151936x2560xbf16>, %arg553: tensor<151936x2560xbf16>) -> (tensor<2x1024x2560xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x151936xbf16>, tensor<2x1024x151936xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x151936xf32>, tensor<f32>, tensor<f32>, tensor<2048x151936xf32>, tensor<2048x151936xf32>, tensor<2x1024x151936xbf16>, tensor<151936x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2560x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<128xbf16>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<128xbf16>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<151936x2560xbf16>, tensor<151936x2560xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 8.838835e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<151936x2560xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.embed_tokens:aten.embedding.default")
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
    %e26 = tensor.empty() : tensor<2x1024x2560xf32>
    %r27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<2x1024x2560xbf16>) outs(%e26 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e28 = tensor.empty() : tensor<2x1024x2560xf32>
    %r29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<2x1024x2560xf32>) outs(%e28 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg16 : tensor<2x1024x2560xf32>) outs(%z31 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e37 = tensor.empty() : tensor<2x1024x2560xf32>
    %r38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %arg20 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e37 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e39 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x1024x2560xf32>) outs(%e39 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e41 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22, %arg23 : tensor<2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e41 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e43 = tensor.empty() : tensor<2048x4096xbf16>
    %z44 = linalg.fill ins(%c2 : bf16) outs(%e43 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r45 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg24, %arg25 : tensor<2048x2560xbf16>, tensor<4096x2560xbf16>) outs(%z44 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e46 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg26 : tensor<2x1024x32x128xbf16>) outs(%e46 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e48 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg27 : tensor<2x1024x32x128xf32>) outs(%e48 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e50 = tensor.empty() : tensor<2x1024x32xf32>
    %z51 = linalg.fill ins(%c1 : f32) outs(%e50 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %r52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg28 : tensor<2x1024x32x128xf32>) outs(%z51 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.0.self_attn.q_norm:aten.mean.dim")
    %e53 = tensor.empty() : tensor<2x1024x32xf32>
    %r54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29 : tensor<2x1024x32xf32>) outs(%e53 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.0.self_attn.q_norm:aten.add.Tensor")
    %e55 = tensor.empty() : tensor<2x1024x32xf32>
    %r56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x1024x32xf32>) outs(%e55 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.0.self_attn.q_norm:aten.rsqrt.default")
    %e57 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg31, %arg32 : tensor<2x1024x32x128xf32>, tensor<2x1024x32xf32>) outs(%e57 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e59 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r60 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg33 : tensor<2x1024x32x128xf32>) outs(%e59 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e61 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg34, %arg35 : tensor<128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e61 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e63 = tensor.empty() : tensor<2048x1024xbf16>
    %z64 = linalg.fill ins(%c2 : bf16) outs(%e63 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r65 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg36, %arg37 : tensor<2048x2560xbf16>, tensor<1024x2560xbf16>) outs(%z64 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e66 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg38 : tensor<2x1024x8x128xbf16>) outs(%e66 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e68 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39 : tensor<2x1024x8x128xf32>) outs(%e68 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.0.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e70 = tensor.empty() : tensor<2x1024x8xf32>
    %z71 = linalg.fill ins(%c1 : f32) outs(%e70 : tensor<2x1024x8xf32>) -> tensor<2x1024x8xf32>
    %r72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg40 : tensor<2x1024x8x128xf32>) outs(%z71 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.0.self_attn.k_norm:aten.mean.dim")
    %e73 = tensor.empty() : tensor<2x1024x8xf32>
    %r74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg41 : tensor<2x1024x8xf32>) outs(%e73 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.0.self_attn.k_norm:aten.add.Tensor")
    %e75 = tensor.empty() : tensor<2x1024x8xf32>
    %r76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg42 : tensor<2x1024x8xf32>) outs(%e75 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.0.self_attn.k_norm:aten.rsqrt.default")
    %e77 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg43, %arg44 : tensor<2x1024x8x128xf32>, tensor<2x1024x8xf32>) outs(%e77 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e79 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg45 : tensor<2x1024x8x128xf32>) outs(%e79 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e81 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e81 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e83 = tensor.empty() : tensor<2048x1024xbf16>
    %z84 = linalg.fill ins(%c2 : bf16) outs(%e83 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r85 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg48, %arg49 : tensor<2048x2560xbf16>, tensor<1024x2560xbf16>) outs(%z84 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e86 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg50, %arg51 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e86 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e88 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x1024x32x64xbf16>) outs(%e88 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e90 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg53, %arg54 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e90 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e92 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg55, %arg56 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e92 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e94 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg57, %arg58 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e94 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e96 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg59, %arg60 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e96 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e98 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg61 : tensor<2x1024x8x64xbf16>) outs(%e98 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e100 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg62, %arg63 : tensor<2x1024x8x64xbf16>, tensor<2x1024x8x64xbf16>) outs(%e100 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e102 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg64, %arg65 : tensor<2x8x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e102 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e104 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg66, %arg67 : tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e104 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e106 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc107 = linalg.broadcast ins(%arg69 : tensor<2x8x1024x128xbf16>) outs(%e106 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv108 = tensor.collapse_shape %bc107 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e109 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc110 = linalg.broadcast ins(%arg70 : tensor<2x8x1024x128xbf16>) outs(%e109 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv111 = tensor.collapse_shape %bc110 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e112 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z113 = linalg.fill ins(%c2 : bf16) outs(%e112 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg68, %kv108 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z113 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e116 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r114 : tensor<2x32x1024x1024xbf16>) outs(%e116 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e118 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p117 = linalg.softmax dimension(3) ins(%m115 : tensor<2x32x1024x1024xbf16>) outs(%e118 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e119 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z120 = linalg.fill ins(%c2 : bf16) outs(%e119 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p117, %kv111 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z120 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e122 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z123 = linalg.fill ins(%c2 : bf16) outs(%e122 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg71, %kv111 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z123 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e125 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z126 = linalg.fill ins(%c2 : bf16) outs(%e125 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p117, %arg71 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z126 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e128 = tensor.empty() : tensor<2x32x1024xbf16>
    %z129 = linalg.fill ins(%c2 : bf16) outs(%e128 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p117, %r124 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z129 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e132 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds131 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p117, %r124, %rs130 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e132 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e133 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z134 = linalg.fill ins(%c2 : bf16) outs(%e133 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds131, %kv108 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z134 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e136 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z137 = linalg.fill ins(%c2 : bf16) outs(%e136 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds131, %arg68 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z137 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %g139 = tensor.expand_shape %r138 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e140 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z141 = linalg.fill ins(%c2 : bf16) outs(%e140 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs142 = linalg.reduce ins(%g139 : tensor<2x8x4x1024x128xbf16>) outs(%z141 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g143 = tensor.expand_shape %r127 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e144 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z145 = linalg.fill ins(%c2 : bf16) outs(%e144 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs146 = linalg.reduce ins(%g143 : tensor<2x8x4x1024x128xbf16>) outs(%z145 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e147 = tensor.empty() : tensor<2048x2560xbf16>
    %z148 = linalg.fill ins(%c2 : bf16) outs(%e147 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r149 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg72, %arg73 : tensor<2048x4096xbf16>, tensor<2560x4096xbf16>) outs(%z148 : tensor<2048x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e150 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74, %arg75 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e150 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0:aten.add.Tensor")
    %e152 = tensor.empty() : tensor<2x1024x2560xf32>
    %r153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg76 : tensor<2x1024x2560xbf16>) outs(%e152 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e154 = tensor.empty() : tensor<2x1024x2560xf32>
    %r155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77 : tensor<2x1024x2560xf32>) outs(%e154 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e156 = tensor.empty() : tensor<2x1024xf32>
    %z157 = linalg.fill ins(%c1 : f32) outs(%e156 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg78 : tensor<2x1024x2560xf32>) outs(%z157 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mean.dim")
    %e159 = tensor.empty() : tensor<2x1024xf32>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<2x1024xf32>) outs(%e159 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e161 = tensor.empty() : tensor<2x1024xf32>
    %r162 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<2x1024xf32>) outs(%e161 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.rsqrt.default")
    %e163 = tensor.empty() : tensor<2x1024x2560xf32>
    %r164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e163 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e165 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83 : tensor<2x1024x2560xf32>) outs(%e165 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e167 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84, %arg85 : tensor<2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e167 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e169 = tensor.empty() : tensor<2048x9728xbf16>
    %z170 = linalg.fill ins(%c2 : bf16) outs(%e169 : tensor<2048x9728xbf16>) -> tensor<2048x9728xbf16>
    %r171 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg86, %arg87 : tensor<2048x2560xbf16>, tensor<9728x2560xbf16>) outs(%z170 : tensor<2048x9728xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x9728xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e172 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg88 : tensor<2x1024x9728xbf16>) outs(%e172 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.0.mlp.act_fn:aten.silu.default")
    %e174 = tensor.empty() : tensor<2048x9728xbf16>
    %z175 = linalg.fill ins(%c2 : bf16) outs(%e174 : tensor<2048x9728xbf16>) -> tensor<2048x9728xbf16>
    %r176 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg89, %arg90 : tensor<2048x2560xbf16>, tensor<9728x2560xbf16>) outs(%z175 : tensor<2048x9728xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x9728xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e177 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r178 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg91, %arg92 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e177 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e179 = tensor.empty() : tensor<2048x2560xbf16>
    %z180 = linalg.fill ins(%c2 : bf16) outs(%e179 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r181 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg93, %arg94 : tensor<2048x9728xbf16>, tensor<2560x9728xbf16>) outs(%z180 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e182 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg95, %arg96 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e182 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0:aten.add.Tensor")
    %e184 = tensor.empty() : tensor<2x1024x2560xf32>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg97 : tensor<2x1024x2560xbf16>) outs(%e184 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e186 = tensor.empty() : tensor<2x1024x2560xf32>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg98 : tensor<2x1024x2560xf32>) outs(%e186 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e188 = tensor.empty() : tensor<2x1024xf32>
    %z189 = linalg.fill ins(%c1 : f32) outs(%e188 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg99 : tensor<2x1024x2560xf32>) outs(%z189 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e191 = tensor.empty() : tensor<2x1024xf32>
    %r192 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg100 : tensor<2x1024xf32>) outs(%e191 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e193 = tensor.empty() : tensor<2x1024xf32>
    %r194 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg101 : tensor<2x1024xf32>) outs(%e193 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e195 = tensor.empty() : tensor<2x1024x2560xf32>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e195 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e197 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg104 : tensor<2x1024x2560xf32>) outs(%e197 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e199 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg105, %arg106 : tensor<2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e199 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e201 = tensor.empty() : tensor<2048x4096xbf16>
    %z202 = linalg.fill ins(%c2 : bf16) outs(%e201 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r203 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg107, %arg108 : tensor<2048x2560xbf16>, tensor<4096x2560xbf16>) outs(%z202 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e204 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109 : tensor<2x1024x32x128xbf16>) outs(%e204 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e206 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg110 : tensor<2x1024x32x128xf32>) outs(%e206 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e208 = tensor.empty() : tensor<2x1024x32xf32>
    %z209 = linalg.fill ins(%c1 : f32) outs(%e208 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg111 : tensor<2x1024x32x128xf32>) outs(%z209 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.1.self_attn.q_norm:aten.mean.dim")
    %e211 = tensor.empty() : tensor<2x1024x32xf32>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x1024x32xf32>) outs(%e211 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.1.self_attn.q_norm:aten.add.Tensor")
    %e213 = tensor.empty() : tensor<2x1024x32xf32>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg113 : tensor<2x1024x32xf32>) outs(%e213 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.1.self_attn.q_norm:aten.rsqrt.default")
    %e215 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg114, %arg115 : tensor<2x1024x32x128xf32>, tensor<2x1024x32xf32>) outs(%e215 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e217 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg116 : tensor<2x1024x32x128xf32>) outs(%e217 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e219 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e219 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e221 = tensor.empty() : tensor<2048x1024xbf16>
    %z222 = linalg.fill ins(%c2 : bf16) outs(%e221 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r223 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg119, %arg120 : tensor<2048x2560xbf16>, tensor<1024x2560xbf16>) outs(%z222 : tensor<2048x1024xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e224 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg121 : tensor<2x1024x8x128xbf16>) outs(%e224 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e226 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg122 : tensor<2x1024x8x128xf32>) outs(%e226 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.1.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e228 = tensor.empty() : tensor<2x1024x8xf32>
    %z229 = linalg.fill ins(%c1 : f32) outs(%e228 : tensor<2x1024x8xf32>) -> tensor<2x1024x8xf32>
    %r230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg123 : tensor<2x1024x8x128xf32>) outs(%z229 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.1.self_attn.k_norm:aten.mean.dim")
    %e231 = tensor.empty() : tensor<2x1024x8xf32>
    %r232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg124 : tensor<2x1024x8xf32>) outs(%e231 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.1.self_attn.k_norm:aten.add.Tensor")
    %e233 = tensor.empty() : tensor<2x1024x8xf32>
    %r234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg125 : tensor<2x1024x8xf32>) outs(%e233 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.1.self_attn.k_norm:aten.rsqrt.default")
    %e235 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg126, %arg127 : tensor<2x1024x8x128xf32>, tensor<2x1024x8xf32>) outs(%e235 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e237 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r238 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg128 : tensor<2x1024x8x128xf32>) outs(%e237 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e239 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg129, %arg130 : tensor<128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e239 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e241 = tensor.empty() : tensor<2048x1024xbf16>
    %z242 = linalg.fill ins(%c2 : bf16) outs(%e241 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
    %r243 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg131, %arg132 : tensor<2048x2560xbf16>, tensor<1024x2560xbf16>) outs(%z242 : tensor<2048x1024xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x1024xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e244 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg133, %arg134 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e244 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e246 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg135 : tensor<2x1024x32x64xbf16>) outs(%e246 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e248 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg136, %arg137 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e248 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e250 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg138, %arg139 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e250 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e252 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg140, %arg141 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e252 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e254 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r255 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg142, %arg143 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e254 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e256 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg144 : tensor<2x1024x8x64xbf16>) outs(%e256 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e258 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg145, %arg146 : tensor<2x1024x8x64xbf16>, tensor<2x1024x8x64xbf16>) outs(%e258 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e260 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg147, %arg148 : tensor<2x8x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e260 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e262 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg149, %arg150 : tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e262 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e264 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc265 = linalg.broadcast ins(%arg152 : tensor<2x8x1024x128xbf16>) outs(%e264 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv266 = tensor.collapse_shape %bc265 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e267 = tensor.empty() : tensor<2x8x4x1024x128xbf16>
    %bc268 = linalg.broadcast ins(%arg153 : tensor<2x8x1024x128xbf16>) outs(%e267 : tensor<2x8x4x1024x128xbf16>) dimensions = [2]
    %kv269 = tensor.collapse_shape %bc268 [[0], [1, 2], [3], [4]] : tensor<2x8x4x1024x128xbf16> into tensor<2x32x1024x128xbf16>
    %e270 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z271 = linalg.fill ins(%c2 : bf16) outs(%e270 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg151, %kv266 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z271 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e274 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r272 : tensor<2x32x1024x1024xbf16>) outs(%e274 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e276 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p275 = linalg.softmax dimension(3) ins(%m273 : tensor<2x32x1024x1024xbf16>) outs(%e276 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e277 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z278 = linalg.fill ins(%c2 : bf16) outs(%e277 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p275, %kv269 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z278 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e280 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z281 = linalg.fill ins(%c2 : bf16) outs(%e280 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg154, %kv269 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z281 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e283 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z284 = linalg.fill ins(%c2 : bf16) outs(%e283 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p275, %arg154 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z284 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e286 = tensor.empty() : tensor<2x32x1024xbf16>
    %z287 = linalg.fill ins(%c2 : bf16) outs(%e286 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p275, %r282 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z287 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e290 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p275, %r282, %rs288 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e290 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e291 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z292 = linalg.fill ins(%c2 : bf16) outs(%e291 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds289, %kv266 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z292 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e294 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z295 = linalg.fill ins(%c2 : bf16) outs(%e294 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds289, %arg151 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z295 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %g297 = tensor.expand_shape %r296 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e298 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z299 = linalg.fill ins(%c2 : bf16) outs(%e298 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs300 = linalg.reduce ins(%g297 : tensor<2x8x4x1024x128xbf16>) outs(%z299 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g301 = tensor.expand_shape %r285 [[0], [1, 2], [3], [4]] output_shape [2, 8, 4, 1024, 128] : tensor<2x32x1024x128xbf16> into tensor<2x8x4x1024x128xbf16>
    %e302 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %z303 = linalg.fill ins(%c2 : bf16) outs(%e302 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
    %gs304 = linalg.reduce ins(%g301 : tensor<2x8x4x1024x128xbf16>) outs(%z303 : tensor<2x8x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e305 = tensor.empty() : tensor<2048x2560xbf16>
    %z306 = linalg.fill ins(%c2 : bf16) outs(%e305 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r307 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg155, %arg156 : tensor<2048x4096xbf16>, tensor<2560x4096xbf16>) outs(%z306 : tensor<2048x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e308 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157, %arg158 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e308 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1:aten.add.Tensor")
    %e310 = tensor.empty() : tensor<2x1024x2560xf32>
    %r311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg159 : tensor<2x1024x2560xbf16>) outs(%e310 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e312 = tensor.empty() : tensor<2x1024x2560xf32>
    %r313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg160 : tensor<2x1024x2560xf32>) outs(%e312 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e314 = tensor.empty() : tensor<2x1024xf32>
    %z315 = linalg.fill ins(%c1 : f32) outs(%e314 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg161 : tensor<2x1024x2560xf32>) outs(%z315 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e317 = tensor.empty() : tensor<2x1024xf32>
    %r318 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg162 : tensor<2x1024xf32>) outs(%e317 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e319 = tensor.empty() : tensor<2x1024xf32>
    %r320 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg163 : tensor<2x1024xf32>) outs(%e319 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e321 = tensor.empty() : tensor<2x1024x2560xf32>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg164, %arg165 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e321 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e323 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg166 : tensor<2x1024x2560xf32>) outs(%e323 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e325 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg167, %arg168 : tensor<2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e325 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e327 = tensor.empty() : tensor<2048x9728xbf16>
    %z328 = linalg.fill ins(%c2 : bf16) outs(%e327 : tensor<2048x9728xbf16>) -> tensor<2048x9728xbf16>
    %r329 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg169, %arg170 : tensor<2048x2560xbf16>, tensor<9728x2560xbf16>) outs(%z328 : tensor<2048x9728xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x9728xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e330 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg171 : tensor<2x1024x9728xbf16>) outs(%e330 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.1.mlp.act_fn:aten.silu.default")
    %e332 = tensor.empty() : tensor<2048x9728xbf16>
    %z333 = linalg.fill ins(%c2 : bf16) outs(%e332 : tensor<2048x9728xbf16>) -> tensor<2048x9728xbf16>
    %r334 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg172, %arg173 : tensor<2048x2560xbf16>, tensor<9728x2560xbf16>) outs(%z333 : tensor<2048x9728xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x9728xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e335 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg174, %arg175 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e335 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e337 = tensor.empty() : tensor<2048x2560xbf16>
    %z338 = linalg.fill ins(%c2 : bf16) outs(%e337 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r339 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg176, %arg177 : tensor<2048x9728xbf16>, tensor<2560x9728xbf16>) outs(%z338 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e340 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg178, %arg179 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e340 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1:aten.add.Tensor")
    %e342 = tensor.empty() : tensor<2x1024x2560xf32>
    %r343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg180 : tensor<2x1024x2560xbf16>) outs(%e342 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten._to_copy.default")
    %e344 = tensor.empty() : tensor<2x1024x2560xf32>
    %r345 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg181 : tensor<2x1024x2560xf32>) outs(%e344 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e346 = tensor.empty() : tensor<2x1024xf32>
    %z347 = linalg.fill ins(%c1 : f32) outs(%e346 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg182 : tensor<2x1024x2560xf32>) outs(%z347 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e349 = tensor.empty() : tensor<2x1024xf32>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg183 : tensor<2x1024xf32>) outs(%e349 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e351 = tensor.empty() : tensor<2x1024xf32>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg184 : tensor<2x1024xf32>) outs(%e351 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e353 = tensor.empty() : tensor<2x1024x2560xf32>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg185, %arg186 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e353 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.mul.Tensor")
    %e355 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187 : tensor<2x1024x2560xf32>) outs(%e355 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.norm:aten._to_copy.default")
    %e357 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg188, %arg189 : tensor<2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e357 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.norm:aten.mul.Tensor")
    %e359 = tensor.empty() : tensor<2048x151936xbf16>
    %z360 = linalg.fill ins(%c2 : bf16) outs(%e359 : tensor<2048x151936xbf16>) -> tensor<2048x151936xbf16>
    %r361 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg190, %arg191 : tensor<2048x2560xbf16>, tensor<151936x2560xbf16>) outs(%z360 : tensor<2048x151936xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x151936xbf16> loc("lm_head:aten.mm.default")
    %e362 = tensor.empty() : tensor<2x1024x151936xf32>
    %r363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg192 : tensor<2x1024x151936xbf16>) outs(%e362 : tensor<2x1024x151936xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x151936xf32> loc("aten._to_copy.default")
    %e364 = tensor.empty() : tensor<2x1025xi64>
    %r365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg193 : tensor<2x1024xi64>) outs(%e364 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e366 = tensor.empty() : tensor<2x1024xi64>
    %r367 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg194 : tensor<2x1024xi64>) outs(%e366 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e368 = tensor.empty() : tensor<2048x151936xf32>
    %z369 = linalg.fill ins(%c1 : f32) outs(%e368 : tensor<2048x151936xf32>) -> tensor<2048x151936xf32>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg195 : tensor<2048x151936xf32>) outs(%z369 : tensor<2048x151936xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x151936xf32> loc("aten._log_softmax.default")
    %e371 = tensor.empty() : tensor<f32>
    %z372 = linalg.fill ins(%c1 : f32) outs(%e371 : tensor<f32>) -> tensor<f32>
    %e373 = tensor.empty() : tensor<f32>
    %z374 = linalg.fill ins(%c1 : f32) outs(%e373 : tensor<f32>) -> tensor<f32>
    %r375:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg196 : tensor<2048xi64>) outs(%z372, %z374 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e376 = tensor.empty() : tensor<2048x151936xf32>
    %r377 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg197, %arg198, %arg199 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e376 : tensor<2048x151936xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x151936xf32> loc("aten.nll_loss_backward.default")
    %e378 = tensor.empty() : tensor<2048x151936xf32>
    %z379 = linalg.fill ins(%c1 : f32) outs(%e378 : tensor<2048x151936xf32>) -> tensor<2048x151936xf32>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg200, %arg201 : tensor<2048x151936xf32>, tensor<2048x151936xf32>) outs(%z379 : tensor<2048x151936xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x151936xf32> loc("aten._log_softmax_backward_data.default")
    %e381 = tensor.empty() : tensor<2x1024x151936xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg202 : tensor<2x1024x151936xf32>) outs(%e381 : tensor<2x1024x151936xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x151936xbf16> loc("aten._to_copy.default")
    %e383 = tensor.empty() : tensor<151936x2560xbf16>
    %z384 = linalg.fill ins(%c2 : bf16) outs(%e383 : tensor<151936x2560xbf16>) -> tensor<151936x2560xbf16>
    %r385 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg203, %arg204 : tensor<2048x151936xbf16>, tensor<2048x2560xbf16>) outs(%z384 : tensor<151936x2560xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<151936x2560xbf16> loc("lm_head:aten.mm.default")
    %e386 = tensor.empty() : tensor<2048x2560xbf16>
    %z387 = linalg.fill ins(%c2 : bf16) outs(%e386 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r388 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg205, %arg206 : tensor<2048x151936xbf16>, tensor<151936x2560xbf16>) outs(%z387 : tensor<2048x2560xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("lm_head:aten.mm.default")
    %e389 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg207, %arg208 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>) outs(%e389 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.norm:aten.mul.Tensor")
    %e391 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209, %arg210 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e391 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.norm:aten.mul.Tensor")
    %e393 = tensor.empty() : tensor<2560xbf16>
    %z394 = linalg.fill ins(%c2 : bf16) outs(%e393 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg211 : tensor<2x1024x2560xbf16>) outs(%z394 : tensor<2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.norm:aten.sum.dim_IntList")
    %e396 = tensor.empty() : tensor<2x1024x2560xf32>
    %r397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg212 : tensor<2x1024x2560xbf16>) outs(%e396 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten._to_copy.default")
    %e398 = tensor.empty() : tensor<2x1024x2560xf32>
    %r399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg213, %arg214 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e398 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.mul.Tensor")
    %e400 = tensor.empty() : tensor<2x1024x2560xf32>
    %r401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg215, %arg216 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e400 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.mul.Tensor")
    %e402 = tensor.empty() : tensor<2x1024xf32>
    %z403 = linalg.fill ins(%c1 : f32) outs(%e402 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg217 : tensor<2x1024x2560xf32>) outs(%z403 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e405 = tensor.empty() : tensor<2x1024xf32>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg218 : tensor<2x1024xf32>) outs(%e405 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e407 = tensor.empty() : tensor<2x1024xf32>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg219 : tensor<2x1024xf32>) outs(%e407 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e409 = tensor.empty() : tensor<2x1024xf32>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg220, %arg221 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e409 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e411 = tensor.empty() : tensor<2x1024x2560xf32>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg222 : tensor<2x1024xf32>) outs(%e411 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.div.Scalar")
    %e413 = tensor.empty() : tensor<2x1024x2560xf32>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg223 : tensor<2x1024x2560xf32>) outs(%e413 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e415 = tensor.empty() : tensor<2x1024x2560xf32>
    %r416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg224 : tensor<2x1024x2560xf32>) outs(%e415 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.mul.Scalar")
    %e417 = tensor.empty() : tensor<2x1024x2560xf32>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg225, %arg226 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e417 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.mul.Tensor")
    %e419 = tensor.empty() : tensor<2x1024x2560xf32>
    %r420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227, %arg228 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e419 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.norm:aten.add.Tensor")
    %e421 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg229 : tensor<2x1024x2560xf32>) outs(%e421 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.norm:aten._to_copy.default")
    %e423 = tensor.empty() : tensor<2560x9728xbf16>
    %z424 = linalg.fill ins(%c2 : bf16) outs(%e423 : tensor<2560x9728xbf16>) -> tensor<2560x9728xbf16>
    %r425 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg230, %arg231 : tensor<2048x2560xbf16>, tensor<2048x9728xbf16>) outs(%z424 : tensor<2560x9728xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2560x9728xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e426 = tensor.empty() : tensor<2048x9728xbf16>
    %z427 = linalg.fill ins(%c2 : bf16) outs(%e426 : tensor<2048x9728xbf16>) -> tensor<2048x9728xbf16>
    %r428 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg232, %arg233 : tensor<2048x2560xbf16>, tensor<2560x9728xbf16>) outs(%z427 : tensor<2048x9728xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x9728xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e429 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg234, %arg235 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e429 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e431 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg236, %arg237 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e431 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e433 = tensor.empty() : tensor<9728x2560xbf16>
    %z434 = linalg.fill ins(%c2 : bf16) outs(%e433 : tensor<9728x2560xbf16>) -> tensor<9728x2560xbf16>
    %r435 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg238, %arg239 : tensor<2048x9728xbf16>, tensor<2048x2560xbf16>) outs(%z434 : tensor<9728x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<9728x2560xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e436 = tensor.empty() : tensor<2048x2560xbf16>
    %z437 = linalg.fill ins(%c2 : bf16) outs(%e436 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r438 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg240, %arg241 : tensor<2048x9728xbf16>, tensor<9728x2560xbf16>) outs(%z437 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e439 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg242, %arg243 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e439 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.1.mlp.act_fn:aten.silu_backward.default")
    %e441 = tensor.empty() : tensor<9728x2560xbf16>
    %z442 = linalg.fill ins(%c2 : bf16) outs(%e441 : tensor<9728x2560xbf16>) -> tensor<9728x2560xbf16>
    %r443 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg244, %arg245 : tensor<2048x9728xbf16>, tensor<2048x2560xbf16>) outs(%z442 : tensor<9728x2560xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<9728x2560xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e444 = tensor.empty() : tensor<2048x2560xbf16>
    %z445 = linalg.fill ins(%c2 : bf16) outs(%e444 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r446 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg246, %arg247 : tensor<2048x9728xbf16>, tensor<9728x2560xbf16>) outs(%z445 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e447 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e447 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e449 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg250, %arg251 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>) outs(%e449 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e451 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg252, %arg253 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e451 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e453 = tensor.empty() : tensor<2560xbf16>
    %z454 = linalg.fill ins(%c2 : bf16) outs(%e453 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg254 : tensor<2x1024x2560xbf16>) outs(%z454 : tensor<2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e456 = tensor.empty() : tensor<2x1024x2560xf32>
    %r457 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg255 : tensor<2x1024x2560xbf16>) outs(%e456 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e458 = tensor.empty() : tensor<2x1024x2560xf32>
    %r459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg256, %arg257 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e458 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e460 = tensor.empty() : tensor<2x1024x2560xf32>
    %r461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg258, %arg259 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e460 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e462 = tensor.empty() : tensor<2x1024xf32>
    %z463 = linalg.fill ins(%c1 : f32) outs(%e462 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg260 : tensor<2x1024x2560xf32>) outs(%z463 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e465 = tensor.empty() : tensor<2x1024xf32>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg261 : tensor<2x1024xf32>) outs(%e465 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e467 = tensor.empty() : tensor<2x1024xf32>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg262 : tensor<2x1024xf32>) outs(%e467 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e469 = tensor.empty() : tensor<2x1024xf32>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg263, %arg264 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e469 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e471 = tensor.empty() : tensor<2x1024x2560xf32>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg265 : tensor<2x1024xf32>) outs(%e471 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e473 = tensor.empty() : tensor<2x1024x2560xf32>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg266 : tensor<2x1024x2560xf32>) outs(%e473 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e475 = tensor.empty() : tensor<2x1024x2560xf32>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg267 : tensor<2x1024x2560xf32>) outs(%e475 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e477 = tensor.empty() : tensor<2x1024x2560xf32>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg268, %arg269 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e477 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e479 = tensor.empty() : tensor<2x1024x2560xf32>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg270, %arg271 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e479 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e481 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg272 : tensor<2x1024x2560xf32>) outs(%e481 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e483 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg273, %arg274 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e483 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e485 = tensor.empty() : tensor<2560x4096xbf16>
    %z486 = linalg.fill ins(%c2 : bf16) outs(%e485 : tensor<2560x4096xbf16>) -> tensor<2560x4096xbf16>
    %r487 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x2560xbf16>, tensor<2048x4096xbf16>) outs(%z486 : tensor<2560x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2560x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e488 = tensor.empty() : tensor<2048x4096xbf16>
    %z489 = linalg.fill ins(%c2 : bf16) outs(%e488 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r490 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg277, %arg278 : tensor<2048x2560xbf16>, tensor<2560x4096xbf16>) outs(%z489 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e491 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg279, %arg280 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e491 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e493 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg281 : tensor<2x1024x8x64xbf16>) outs(%e493 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e495 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg282 : tensor<2x1024x8x64xbf16>) outs(%e495 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e497 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg283 : tensor<2x1024x8x64xbf16>) outs(%e497 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e499 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg284, %arg285 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e499 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e501 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg286, %arg287 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e501 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e503 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg288, %arg289 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e503 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e505 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg290, %arg291 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e505 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e507 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg292 : tensor<2x1024x32x64xbf16>) outs(%e507 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e509 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg293 : tensor<2x1024x32x64xbf16>) outs(%e509 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e511 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg294 : tensor<2x1024x32x64xbf16>) outs(%e511 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e513 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg295, %arg296 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e513 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e515 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg297, %arg298 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e515 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e517 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg299, %arg300 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e517 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e519 = tensor.empty() : tensor<1024x2560xbf16>
    %z520 = linalg.fill ins(%c2 : bf16) outs(%e519 : tensor<1024x2560xbf16>) -> tensor<1024x2560xbf16>
    %r521 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg301, %arg302 : tensor<2048x1024xbf16>, tensor<2048x2560xbf16>) outs(%z520 : tensor<1024x2560xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x2560xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e522 = tensor.empty() : tensor<2048x2560xbf16>
    %z523 = linalg.fill ins(%c2 : bf16) outs(%e522 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r524 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg303, %arg304 : tensor<2048x1024xbf16>, tensor<1024x2560xbf16>) outs(%z523 : tensor<2048x2560xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e525 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg305, %arg306 : tensor<2x8x1024x128xbf16>, tensor<128xbf16>) outs(%e525 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e527 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg307, %arg308 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e527 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e529 = tensor.empty() : tensor<128xbf16>
    %z530 = linalg.fill ins(%c2 : bf16) outs(%e529 : tensor<128xbf16>) -> tensor<128xbf16>
    %r531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%arg309 : tensor<2x8x1024x128xbf16>) outs(%z530 : tensor<128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<128xbf16> loc("model.layers.1.self_attn.k_norm:aten.sum.dim_IntList")
    %e532 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r533 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg310 : tensor<2x8x1024x128xbf16>) outs(%e532 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e534 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg311, %arg312 : tensor<2x8x1024x128xf32>, tensor<2x1024x8x128xf32>) outs(%e534 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e536 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r537 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg313, %arg314 : tensor<2x8x1024x128xf32>, tensor<2x1024x8xf32>) outs(%e536 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e538 = tensor.empty() : tensor<2x1024x8xf32>
    %z539 = linalg.fill ins(%c1 : f32) outs(%e538 : tensor<2x1024x8xf32>) -> tensor<2x1024x8xf32>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg315 : tensor<2x8x1024x128xf32>) outs(%z539 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.1.self_attn.k_norm:aten.sum.dim_IntList")
    %e541 = tensor.empty() : tensor<2x1024x8xf32>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg316 : tensor<2x1024x8xf32>) outs(%e541 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.1.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e543 = tensor.empty() : tensor<2x1024x8xf32>
    %r544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg317 : tensor<2x1024x8xf32>) outs(%e543 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Scalar")
    %e545 = tensor.empty() : tensor<2x1024x8xf32>
    %r546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg318, %arg319 : tensor<2x1024x8xf32>, tensor<2x1024x8xf32>) outs(%e545 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e547 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg320 : tensor<2x1024x8xf32>) outs(%e547 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.1.self_attn.k_norm:aten.div.Scalar")
    %e549 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg321 : tensor<2x1024x8x128xf32>) outs(%e549 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.1.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e551 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg322 : tensor<2x1024x8x128xf32>) outs(%e551 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Scalar")
    %e553 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg323, %arg324 : tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>) outs(%e553 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.1.self_attn.k_norm:aten.mul.Tensor")
    %e555 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg325, %arg326 : tensor<2x8x1024x128xf32>, tensor<2x1024x8x128xf32>) outs(%e555 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.1.self_attn.k_norm:aten.add.Tensor")
    %e557 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg327 : tensor<2x8x1024x128xf32>) outs(%e557 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.1.self_attn.k_norm:aten._to_copy.default")
    %e559 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg328 : tensor<2x8x1024x128xbf16>) outs(%e559 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e561 = tensor.empty() : tensor<1024x2560xbf16>
    %z562 = linalg.fill ins(%c2 : bf16) outs(%e561 : tensor<1024x2560xbf16>) -> tensor<1024x2560xbf16>
    %r563 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg329, %arg330 : tensor<2048x1024xbf16>, tensor<2048x2560xbf16>) outs(%z562 : tensor<1024x2560xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e564 = tensor.empty() : tensor<2048x2560xbf16>
    %z565 = linalg.fill ins(%c2 : bf16) outs(%e564 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r566 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg331, %arg332 : tensor<2048x1024xbf16>, tensor<1024x2560xbf16>) outs(%z565 : tensor<2048x2560xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e567 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg333, %arg334 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e567 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e569 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg335, %arg336 : tensor<2x32x1024x128xbf16>, tensor<128xbf16>) outs(%e569 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e571 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg337, %arg338 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e571 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e573 = tensor.empty() : tensor<128xbf16>
    %z574 = linalg.fill ins(%c2 : bf16) outs(%e573 : tensor<128xbf16>) -> tensor<128xbf16>
    %r575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%arg339 : tensor<2x32x1024x128xbf16>) outs(%z574 : tensor<128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<128xbf16> loc("model.layers.1.self_attn.q_norm:aten.sum.dim_IntList")
    %e576 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg340 : tensor<2x32x1024x128xbf16>) outs(%e576 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e578 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg341, %arg342 : tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>) outs(%e578 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e580 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg343, %arg344 : tensor<2x32x1024x128xf32>, tensor<2x1024x32xf32>) outs(%e580 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e582 = tensor.empty() : tensor<2x1024x32xf32>
    %z583 = linalg.fill ins(%c1 : f32) outs(%e582 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %r584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg345 : tensor<2x32x1024x128xf32>) outs(%z583 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.1.self_attn.q_norm:aten.sum.dim_IntList")
    %e585 = tensor.empty() : tensor<2x1024x32xf32>
    %r586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346 : tensor<2x1024x32xf32>) outs(%e585 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.1.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e587 = tensor.empty() : tensor<2x1024x32xf32>
    %r588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg347 : tensor<2x1024x32xf32>) outs(%e587 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Scalar")
    %e589 = tensor.empty() : tensor<2x1024x32xf32>
    %r590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg348, %arg349 : tensor<2x1024x32xf32>, tensor<2x1024x32xf32>) outs(%e589 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e591 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg350 : tensor<2x1024x32xf32>) outs(%e591 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn.q_norm:aten.div.Scalar")
    %e593 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg351 : tensor<2x1024x32x128xf32>) outs(%e593 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e595 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg352 : tensor<2x1024x32x128xf32>) outs(%e595 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Scalar")
    %e597 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg353, %arg354 : tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>) outs(%e597 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.1.self_attn.q_norm:aten.mul.Tensor")
    %e599 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg355, %arg356 : tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>) outs(%e599 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.1.self_attn.q_norm:aten.add.Tensor")
    %e601 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg357 : tensor<2x32x1024x128xf32>) outs(%e601 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn.q_norm:aten._to_copy.default")
    %e603 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg358 : tensor<2x32x1024x128xbf16>) outs(%e603 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e605 = tensor.empty() : tensor<4096x2560xbf16>
    %z606 = linalg.fill ins(%c2 : bf16) outs(%e605 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %r607 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg359, %arg360 : tensor<2048x4096xbf16>, tensor<2048x2560xbf16>) outs(%z606 : tensor<4096x2560xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e608 = tensor.empty() : tensor<2048x2560xbf16>
    %z609 = linalg.fill ins(%c2 : bf16) outs(%e608 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r610 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg361, %arg362 : tensor<2048x4096xbf16>, tensor<4096x2560xbf16>) outs(%z609 : tensor<2048x2560xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e611 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r612 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg363, %arg364 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e611 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e613 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r614 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg365, %arg366 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>) outs(%e613 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e615 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg367, %arg368 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e615 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e617 = tensor.empty() : tensor<2560xbf16>
    %z618 = linalg.fill ins(%c2 : bf16) outs(%e617 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg369 : tensor<2x1024x2560xbf16>) outs(%z618 : tensor<2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e620 = tensor.empty() : tensor<2x1024x2560xf32>
    %r621 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg370 : tensor<2x1024x2560xbf16>) outs(%e620 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e622 = tensor.empty() : tensor<2x1024x2560xf32>
    %r623 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg371, %arg372 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e622 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e624 = tensor.empty() : tensor<2x1024x2560xf32>
    %r625 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg373, %arg374 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e624 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e626 = tensor.empty() : tensor<2x1024xf32>
    %z627 = linalg.fill ins(%c1 : f32) outs(%e626 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg375 : tensor<2x1024x2560xf32>) outs(%z627 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e629 = tensor.empty() : tensor<2x1024xf32>
    %r630 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg376 : tensor<2x1024xf32>) outs(%e629 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e631 = tensor.empty() : tensor<2x1024xf32>
    %r632 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg377 : tensor<2x1024xf32>) outs(%e631 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e633 = tensor.empty() : tensor<2x1024xf32>
    %r634 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg378, %arg379 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e633 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e635 = tensor.empty() : tensor<2x1024x2560xf32>
    %r636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg380 : tensor<2x1024xf32>) outs(%e635 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e637 = tensor.empty() : tensor<2x1024x2560xf32>
    %r638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg381 : tensor<2x1024x2560xf32>) outs(%e637 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e639 = tensor.empty() : tensor<2x1024x2560xf32>
    %r640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg382 : tensor<2x1024x2560xf32>) outs(%e639 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e641 = tensor.empty() : tensor<2x1024x2560xf32>
    %r642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg383, %arg384 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e641 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e643 = tensor.empty() : tensor<2x1024x2560xf32>
    %r644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg385, %arg386 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e643 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e645 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r646 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg387 : tensor<2x1024x2560xf32>) outs(%e645 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e647 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r648 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg388, %arg389 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e647 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e649 = tensor.empty() : tensor<2560x9728xbf16>
    %z650 = linalg.fill ins(%c2 : bf16) outs(%e649 : tensor<2560x9728xbf16>) -> tensor<2560x9728xbf16>
    %r651 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg390, %arg391 : tensor<2048x2560xbf16>, tensor<2048x9728xbf16>) outs(%z650 : tensor<2560x9728xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2560x9728xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e652 = tensor.empty() : tensor<2048x9728xbf16>
    %z653 = linalg.fill ins(%c2 : bf16) outs(%e652 : tensor<2048x9728xbf16>) -> tensor<2048x9728xbf16>
    %r654 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg392, %arg393 : tensor<2048x2560xbf16>, tensor<2560x9728xbf16>) outs(%z653 : tensor<2048x9728xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x9728xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e655 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg394, %arg395 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e655 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e657 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r658 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg396, %arg397 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e657 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e659 = tensor.empty() : tensor<9728x2560xbf16>
    %z660 = linalg.fill ins(%c2 : bf16) outs(%e659 : tensor<9728x2560xbf16>) -> tensor<9728x2560xbf16>
    %r661 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg398, %arg399 : tensor<2048x9728xbf16>, tensor<2048x2560xbf16>) outs(%z660 : tensor<9728x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<9728x2560xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e662 = tensor.empty() : tensor<2048x2560xbf16>
    %z663 = linalg.fill ins(%c2 : bf16) outs(%e662 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r664 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg400, %arg401 : tensor<2048x9728xbf16>, tensor<9728x2560xbf16>) outs(%z663 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e665 = tensor.empty() : tensor<2x1024x9728xbf16>
    %r666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg402, %arg403 : tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>) outs(%e665 : tensor<2x1024x9728xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9728xbf16> loc("model.layers.0.mlp.act_fn:aten.silu_backward.default")
    %e667 = tensor.empty() : tensor<9728x2560xbf16>
    %z668 = linalg.fill ins(%c2 : bf16) outs(%e667 : tensor<9728x2560xbf16>) -> tensor<9728x2560xbf16>
    %r669 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg404, %arg405 : tensor<2048x9728xbf16>, tensor<2048x2560xbf16>) outs(%z668 : tensor<9728x2560xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<9728x2560xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e670 = tensor.empty() : tensor<2048x2560xbf16>
    %z671 = linalg.fill ins(%c2 : bf16) outs(%e670 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r672 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg406, %arg407 : tensor<2048x9728xbf16>, tensor<9728x2560xbf16>) outs(%z671 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e673 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg408, %arg409 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e673 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e675 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg410, %arg411 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>) outs(%e675 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e677 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg412, %arg413 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e677 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e679 = tensor.empty() : tensor<2560xbf16>
    %z680 = linalg.fill ins(%c2 : bf16) outs(%e679 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r681 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg414 : tensor<2x1024x2560xbf16>) outs(%z680 : tensor<2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e682 = tensor.empty() : tensor<2x1024x2560xf32>
    %r683 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg415 : tensor<2x1024x2560xbf16>) outs(%e682 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e684 = tensor.empty() : tensor<2x1024x2560xf32>
    %r685 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg416, %arg417 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e684 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e686 = tensor.empty() : tensor<2x1024x2560xf32>
    %r687 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg418, %arg419 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e686 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e688 = tensor.empty() : tensor<2x1024xf32>
    %z689 = linalg.fill ins(%c1 : f32) outs(%e688 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r690 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg420 : tensor<2x1024x2560xf32>) outs(%z689 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e691 = tensor.empty() : tensor<2x1024xf32>
    %r692 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg421 : tensor<2x1024xf32>) outs(%e691 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e693 = tensor.empty() : tensor<2x1024xf32>
    %r694 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg422 : tensor<2x1024xf32>) outs(%e693 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e695 = tensor.empty() : tensor<2x1024xf32>
    %r696 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg423, %arg424 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e695 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e697 = tensor.empty() : tensor<2x1024x2560xf32>
    %r698 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg425 : tensor<2x1024xf32>) outs(%e697 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e699 = tensor.empty() : tensor<2x1024x2560xf32>
    %r700 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg426 : tensor<2x1024x2560xf32>) outs(%e699 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e701 = tensor.empty() : tensor<2x1024x2560xf32>
    %r702 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg427 : tensor<2x1024x2560xf32>) outs(%e701 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e703 = tensor.empty() : tensor<2x1024x2560xf32>
    %r704 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg428, %arg429 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e703 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e705 = tensor.empty() : tensor<2x1024x2560xf32>
    %r706 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg430, %arg431 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e705 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e707 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r708 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg432 : tensor<2x1024x2560xf32>) outs(%e707 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e709 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg433, %arg434 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e709 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e711 = tensor.empty() : tensor<2560x4096xbf16>
    %z712 = linalg.fill ins(%c2 : bf16) outs(%e711 : tensor<2560x4096xbf16>) -> tensor<2560x4096xbf16>
    %r713 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg435, %arg436 : tensor<2048x2560xbf16>, tensor<2048x4096xbf16>) outs(%z712 : tensor<2560x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2560x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e714 = tensor.empty() : tensor<2048x4096xbf16>
    %z715 = linalg.fill ins(%c2 : bf16) outs(%e714 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r716 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg437, %arg438 : tensor<2048x2560xbf16>, tensor<2560x4096xbf16>) outs(%z715 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e717 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r718 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg439, %arg440 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e717 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e719 = tensor.empty() : tensor<2x1024x8x64xbf16>
    %r720 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg441 : tensor<2x1024x8x64xbf16>) outs(%e719 : tensor<2x1024x8x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e721 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r722 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg442 : tensor<2x1024x8x64xbf16>) outs(%e721 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e723 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r724 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg443 : tensor<2x1024x8x64xbf16>) outs(%e723 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e725 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r726 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg444, %arg445 : tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>) outs(%e725 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e727 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg446, %arg447 : tensor<2x1024x8x128xbf16>, tensor<1024x128xbf16>) outs(%e727 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e729 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r730 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg448, %arg449 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e729 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e731 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg450, %arg451 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e731 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e733 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r734 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg452 : tensor<2x1024x32x64xbf16>) outs(%e733 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e735 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r736 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg453 : tensor<2x1024x32x64xbf16>) outs(%e735 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e737 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r738 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg454 : tensor<2x1024x32x64xbf16>) outs(%e737 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e739 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r740 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg455, %arg456 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e739 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e741 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r742 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg457, %arg458 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e741 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e743 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r744 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg459, %arg460 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e743 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e745 = tensor.empty() : tensor<1024x2560xbf16>
    %z746 = linalg.fill ins(%c2 : bf16) outs(%e745 : tensor<1024x2560xbf16>) -> tensor<1024x2560xbf16>
    %r747 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg461, %arg462 : tensor<2048x1024xbf16>, tensor<2048x2560xbf16>) outs(%z746 : tensor<1024x2560xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<1024x2560xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e748 = tensor.empty() : tensor<2048x2560xbf16>
    %z749 = linalg.fill ins(%c2 : bf16) outs(%e748 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r750 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg463, %arg464 : tensor<2048x1024xbf16>, tensor<1024x2560xbf16>) outs(%z749 : tensor<2048x2560xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e751 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r752 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg465, %arg466 : tensor<2x8x1024x128xbf16>, tensor<128xbf16>) outs(%e751 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e753 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r754 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg467, %arg468 : tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>) outs(%e753 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e755 = tensor.empty() : tensor<128xbf16>
    %z756 = linalg.fill ins(%c2 : bf16) outs(%e755 : tensor<128xbf16>) -> tensor<128xbf16>
    %r757 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%arg469 : tensor<2x8x1024x128xbf16>) outs(%z756 : tensor<128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<128xbf16> loc("model.layers.0.self_attn.k_norm:aten.sum.dim_IntList")
    %e758 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r759 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg470 : tensor<2x8x1024x128xbf16>) outs(%e758 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e760 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r761 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg471, %arg472 : tensor<2x8x1024x128xf32>, tensor<2x1024x8x128xf32>) outs(%e760 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e762 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg473, %arg474 : tensor<2x8x1024x128xf32>, tensor<2x1024x8xf32>) outs(%e762 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e764 = tensor.empty() : tensor<2x1024x8xf32>
    %z765 = linalg.fill ins(%c1 : f32) outs(%e764 : tensor<2x1024x8xf32>) -> tensor<2x1024x8xf32>
    %r766 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg475 : tensor<2x8x1024x128xf32>) outs(%z765 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.0.self_attn.k_norm:aten.sum.dim_IntList")
    %e767 = tensor.empty() : tensor<2x1024x8xf32>
    %r768 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg476 : tensor<2x1024x8xf32>) outs(%e767 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.0.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e769 = tensor.empty() : tensor<2x1024x8xf32>
    %r770 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg477 : tensor<2x1024x8xf32>) outs(%e769 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Scalar")
    %e771 = tensor.empty() : tensor<2x1024x8xf32>
    %r772 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg478, %arg479 : tensor<2x1024x8xf32>, tensor<2x1024x8xf32>) outs(%e771 : tensor<2x1024x8xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e773 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r774 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg480 : tensor<2x1024x8xf32>) outs(%e773 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.0.self_attn.k_norm:aten.div.Scalar")
    %e775 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r776 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg481 : tensor<2x1024x8x128xf32>) outs(%e775 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.0.self_attn.k_norm:aten.pow.Tensor_Scalar")
    %e777 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r778 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg482 : tensor<2x1024x8x128xf32>) outs(%e777 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Scalar")
    %e779 = tensor.empty() : tensor<2x1024x8x128xf32>
    %r780 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg483, %arg484 : tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>) outs(%e779 : tensor<2x1024x8x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x8x128xf32> loc("model.layers.0.self_attn.k_norm:aten.mul.Tensor")
    %e781 = tensor.empty() : tensor<2x8x1024x128xf32>
    %r782 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg485, %arg486 : tensor<2x8x1024x128xf32>, tensor<2x1024x8x128xf32>) outs(%e781 : tensor<2x8x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x8x1024x128xf32> loc("model.layers.0.self_attn.k_norm:aten.add.Tensor")
    %e783 = tensor.empty() : tensor<2x8x1024x128xbf16>
    %r784 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg487 : tensor<2x8x1024x128xf32>) outs(%e783 : tensor<2x8x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x8x1024x128xbf16> loc("model.layers.0.self_attn.k_norm:aten._to_copy.default")
    %e785 = tensor.empty() : tensor<2x1024x8x128xbf16>
    %r786 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg488 : tensor<2x8x1024x128xbf16>) outs(%e785 : tensor<2x1024x8x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e787 = tensor.empty() : tensor<1024x2560xbf16>
    %z788 = linalg.fill ins(%c2 : bf16) outs(%e787 : tensor<1024x2560xbf16>) -> tensor<1024x2560xbf16>
    %r789 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg489, %arg490 : tensor<2048x1024xbf16>, tensor<2048x2560xbf16>) outs(%z788 : tensor<1024x2560xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<1024x2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e790 = tensor.empty() : tensor<2048x2560xbf16>
    %z791 = linalg.fill ins(%c2 : bf16) outs(%e790 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r792 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg491, %arg492 : tensor<2048x1024xbf16>, tensor<1024x2560xbf16>) outs(%z791 : tensor<2048x2560xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e793 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r794 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg493, %arg494 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e793 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e795 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg495, %arg496 : tensor<2x32x1024x128xbf16>, tensor<128xbf16>) outs(%e795 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e797 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r798 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg497, %arg498 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e797 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e799 = tensor.empty() : tensor<128xbf16>
    %z800 = linalg.fill ins(%c2 : bf16) outs(%e799 : tensor<128xbf16>) -> tensor<128xbf16>
    %r801 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>], iterator_types = ["reduction", "reduction", "reduction", "parallel"]} ins(%arg499 : tensor<2x32x1024x128xbf16>) outs(%z800 : tensor<128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<128xbf16> loc("model.layers.0.self_attn.q_norm:aten.sum.dim_IntList")
    %e802 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r803 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg500 : tensor<2x32x1024x128xbf16>) outs(%e802 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e804 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r805 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg501, %arg502 : tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>) outs(%e804 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e806 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r807 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg503, %arg504 : tensor<2x32x1024x128xf32>, tensor<2x1024x32xf32>) outs(%e806 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e808 = tensor.empty() : tensor<2x1024x32xf32>
    %z809 = linalg.fill ins(%c1 : f32) outs(%e808 : tensor<2x1024x32xf32>) -> tensor<2x1024x32xf32>
    %r810 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg505 : tensor<2x32x1024x128xf32>) outs(%z809 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.0.self_attn.q_norm:aten.sum.dim_IntList")
    %e811 = tensor.empty() : tensor<2x1024x32xf32>
    %r812 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg506 : tensor<2x1024x32xf32>) outs(%e811 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.0.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e813 = tensor.empty() : tensor<2x1024x32xf32>
    %r814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg507 : tensor<2x1024x32xf32>) outs(%e813 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Scalar")
    %e815 = tensor.empty() : tensor<2x1024x32xf32>
    %r816 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg508, %arg509 : tensor<2x1024x32xf32>, tensor<2x1024x32xf32>) outs(%e815 : tensor<2x1024x32xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e817 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r818 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg510 : tensor<2x1024x32xf32>) outs(%e817 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn.q_norm:aten.div.Scalar")
    %e819 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r820 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg511 : tensor<2x1024x32x128xf32>) outs(%e819 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn.q_norm:aten.pow.Tensor_Scalar")
    %e821 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r822 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg512 : tensor<2x1024x32x128xf32>) outs(%e821 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Scalar")
    %e823 = tensor.empty() : tensor<2x1024x32x128xf32>
    %r824 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg513, %arg514 : tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>) outs(%e823 : tensor<2x1024x32x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32x128xf32> loc("model.layers.0.self_attn.q_norm:aten.mul.Tensor")
    %e825 = tensor.empty() : tensor<2x32x1024x128xf32>
    %r826 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg515, %arg516 : tensor<2x32x1024x128xf32>, tensor<2x1024x32x128xf32>) outs(%e825 : tensor<2x32x1024x128xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x32x1024x128xf32> loc("model.layers.0.self_attn.q_norm:aten.add.Tensor")
    %e827 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r828 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg517 : tensor<2x32x1024x128xf32>) outs(%e827 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn.q_norm:aten._to_copy.default")
    %e829 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r830 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg518 : tensor<2x32x1024x128xbf16>) outs(%e829 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e831 = tensor.empty() : tensor<4096x2560xbf16>
    %z832 = linalg.fill ins(%c2 : bf16) outs(%e831 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %r833 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg519, %arg520 : tensor<2048x4096xbf16>, tensor<2048x2560xbf16>) outs(%z832 : tensor<4096x2560xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e834 = tensor.empty() : tensor<2048x2560xbf16>
    %z835 = linalg.fill ins(%c2 : bf16) outs(%e834 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r836 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg521, %arg522 : tensor<2048x4096xbf16>, tensor<4096x2560xbf16>) outs(%z835 : tensor<2048x2560xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e837 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r838 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg523, %arg524 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e837 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e839 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg525, %arg526 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>) outs(%e839 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e841 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r842 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg527, %arg528 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e841 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e843 = tensor.empty() : tensor<2560xbf16>
    %z844 = linalg.fill ins(%c2 : bf16) outs(%e843 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r845 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg529 : tensor<2x1024x2560xbf16>) outs(%z844 : tensor<2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e846 = tensor.empty() : tensor<2x1024x2560xf32>
    %r847 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg530 : tensor<2x1024x2560xbf16>) outs(%e846 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e848 = tensor.empty() : tensor<2x1024x2560xf32>
    %r849 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg531, %arg532 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e848 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e850 = tensor.empty() : tensor<2x1024x2560xf32>
    %r851 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg533, %arg534 : tensor<2x1024x2560xf32>, tensor<2x1024xf32>) outs(%e850 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e852 = tensor.empty() : tensor<2x1024xf32>
    %z853 = linalg.fill ins(%c1 : f32) outs(%e852 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r854 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg535 : tensor<2x1024x2560xf32>) outs(%z853 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e855 = tensor.empty() : tensor<2x1024xf32>
    %r856 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg536 : tensor<2x1024xf32>) outs(%e855 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e857 = tensor.empty() : tensor<2x1024xf32>
    %r858 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg537 : tensor<2x1024xf32>) outs(%e857 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e859 = tensor.empty() : tensor<2x1024xf32>
    %r860 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg538, %arg539 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e859 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e861 = tensor.empty() : tensor<2x1024x2560xf32>
    %r862 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg540 : tensor<2x1024xf32>) outs(%e861 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e863 = tensor.empty() : tensor<2x1024x2560xf32>
    %r864 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg541 : tensor<2x1024x2560xf32>) outs(%e863 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e865 = tensor.empty() : tensor<2x1024x2560xf32>
    %r866 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg542 : tensor<2x1024x2560xf32>) outs(%e865 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e867 = tensor.empty() : tensor<2x1024x2560xf32>
    %r868 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg543, %arg544 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e867 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e869 = tensor.empty() : tensor<2x1024x2560xf32>
    %r870 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg545, %arg546 : tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>) outs(%e869 : tensor<2x1024x2560xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x2560xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e871 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg547 : tensor<2x1024x2560xf32>) outs(%e871 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e873 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r874 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg548, %arg549 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e873 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e875 = tensor.empty() : tensor<151936x2560xbf16>
    %z876 = linalg.fill ins(%c2 : bf16) outs(%e875 : tensor<151936x2560xbf16>) -> tensor<151936x2560xbf16>
    %r877 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg550, %arg551 : tensor<2x1024xi64>, tensor<2x1024x2560xbf16>) outs(%z876 : tensor<151936x2560xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<151936x2560xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    %e878 = tensor.empty() : tensor<151936x2560xbf16>
    %r879 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg552, %arg553 : tensor<151936x2560xbf16>, tensor<151936x2560xbf16>) outs(%e878 : tensor<151936x2560xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<151936x2560xbf16> loc("model.embed_tokens:aten.add.Tensor")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r32, %r34, %r36, %r38, %r40, %r42, %r45, %r47, %r49, %r52, %r54, %r56, %r58, %r60, %r62, %r65, %r67, %r69, %r72, %r74, %r76, %r78, %r80, %r82, %r85, %r87, %r89, %r91, %r93, %r95, %r97, %r99, %r101, %r103, %r105, %r121, %r135, %gs142, %gs146, %r149, %r151, %r153, %r155, %r158, %r160, %r162, %r164, %r166, %r168, %r171, %r173, %r176, %r178, %r181, %r183, %r185, %r187, %r190, %r192, %r194, %r196, %r198, %r200, %r203, %r205, %r207, %r210, %r212, %r214, %r216, %r218, %r220, %r223, %r225, %r227, %r230, %r232, %r234, %r236, %r238, %r240, %r243, %r245, %r247, %r249, %r251, %r253, %r255, %r257, %r259, %r261, %r263, %r279, %r293, %gs300, %gs304, %r307, %r309, %r311, %r313, %r316, %r318, %r320, %r322, %r324, %r326, %r329, %r331, %r334, %r336, %r339, %r341, %r343, %r345, %r348, %r350, %r352, %r354, %r356, %r358, %r361, %r363, %r365, %r367, %r370, %r375#0, %r375#1, %r377, %r380, %r382, %r385, %r388, %r390, %r392, %r395, %r397, %r399, %r401, %r404, %r406, %r408, %r410, %r412, %r414, %r416, %r418, %r420, %r422, %r425, %r428, %r430, %r432, %r435, %r438, %r440, %r443, %r446, %r448, %r450, %r452, %r455, %r457, %r459, %r461, %r464, %r466, %r468, %r470, %r472, %r474, %r476, %r478, %r480, %r482, %r484, %r487, %r490, %r492, %r494, %r496, %r498, %r500, %r502, %r504, %r506, %r508, %r510, %r512, %r514, %r516, %r518, %r521, %r524, %r526, %r528, %r531, %r533, %r535, %r537, %r540, %r542, %r544, %r546, %r548, %r550, %r552, %r554, %r556, %r558, %r560, %r563, %r566, %r568, %r570, %r572, %r575, %r577, %r579, %r581, %r584, %r586, %r588, %r590, %r592, %r594, %r596, %r598, %r600, %r602, %r604, %r607, %r610, %r612, %r614, %r616, %r619, %r621, %r623, %r625, %r628, %r630, %r632, %r634, %r636, %r638, %r640, %r642, %r644, %r646, %r648, %r651, %r654, %r656, %r658, %r661, %r664, %r666, %r669, %r672, %r674, %r676, %r678, %r681, %r683, %r685, %r687, %r690, %r692, %r694, %r696, %r698, %r700, %r702, %r704, %r706, %r708, %r710, %r713, %r716, %r718, %r720, %r722, %r724, %r726, %r728, %r730, %r732, %r734, %r736, %r738, %r740, %r742, %r744, %r747, %r750, %r752, %r754, %r757, %r759, %r761, %r763, %r766, %r768, %r770, %r772, %r774, %r776, %r778, %r780, %r782, %r784, %r786, %r789, %r792, %r794, %r796, %r798, %r801, %r803, %r805, %r807, %r810, %r812, %r814, %r816, %r818, %r820, %r822, %r824, %r826, %r828, %r830, %r833, %r836, %r838, %r840, %r842, %r845, %r847, %r849, %r851, %r854, %r856, %r858, %r860, %r862, %r864, %r866, %r868, %r870, %r872, %r874, %r877, %r879 : tensor<2x1024x2560xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2048x1024xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x151936xbf16>, tensor<2x1024x151936xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x151936xf32>, tensor<f32>, tensor<f32>, tensor<2048x151936xf32>, tensor<2048x151936xf32>, tensor<2x1024x151936xbf16>, tensor<151936x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2560x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<128xbf16>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560x9728xbf16>, tensor<2048x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x9728xbf16>, tensor<9728x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x8x1024x128xbf16>, tensor<2x8x1024x128xbf16>, tensor<128xbf16>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x1024x8x128xf32>, tensor<2x8x1024x128xf32>, tensor<2x8x1024x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<1024x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<128xbf16>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x1024x32x128xf32>, tensor<2x32x1024x128xf32>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xf32>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<151936x2560xbf16>, tensor<151936x2560xbf16>
  }
}
