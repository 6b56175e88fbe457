module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<256000x3072xbf16>, %arg2: tensor<2x1024x3072xbf16>, %arg3: tensor<bf16>, %arg4: tensor<1024xi64>, %arg5: tensor<1024xi64>, %arg6: tensor<128x1xf32>, %arg7: tensor<1x1024xf32>, %arg8: tensor<128x1024xf32>, %arg9: tensor<128x1024xf32>, %arg10: tensor<1024x256xf32>, %arg11: tensor<1024x256xf32>, %arg12: tensor<1024x256xf32>, %arg13: tensor<1024x256xf32>, %arg14: tensor<1024x256xf32>, %arg15: tensor<1024x256xf32>, %arg16: tensor<2x1024x3072xbf16>, %arg17: tensor<2x1024x3072xf32>, %arg18: tensor<2x1024x3072xf32>, %arg19: tensor<2x1024xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x3072xf32>, %arg22: tensor<2x1024xf32>, %arg23: tensor<3072xbf16>, %arg24: tensor<3072xf32>, %arg25: tensor<2x1024x3072xf32>, %arg26: tensor<3072xf32>, %arg27: tensor<2x1024x3072xf32>, %arg28: tensor<2048x3072xbf16>, %arg29: tensor<4096x3072xbf16>, %arg30: tensor<2048x3072xbf16>, %arg31: tensor<4096x3072xbf16>, %arg32: tensor<2048x3072xbf16>, %arg33: tensor<4096x3072xbf16>, %arg34: tensor<2x1024x16x256xbf16>, %arg35: tensor<1024x256xbf16>, %arg36: tensor<2x1024x16x128xbf16>, %arg37: tensor<2x1024x16x128xbf16>, %arg38: tensor<2x1024x16x128xbf16>, %arg39: tensor<2x16x1024x256xbf16>, %arg40: tensor<1024x256xbf16>, %arg41: tensor<2x1024x16x256xbf16>, %arg42: tensor<2x16x1024x256xbf16>, %arg43: tensor<2x1024x16x256xbf16>, %arg44: tensor<1024x256xbf16>, %arg45: tensor<2x1024x16x128xbf16>, %arg46: tensor<2x1024x16x128xbf16>, %arg47: tensor<2x1024x16x128xbf16>, %arg48: tensor<2x16x1024x256xbf16>, %arg49: tensor<1024x256xbf16>, %arg50: tensor<2x1024x16x256xbf16>, %arg51: tensor<2x16x1024x256xbf16>, %arg52: tensor<2x16x1024x256xbf16>, %arg53: tensor<2x16x1024x256xbf16>, %arg54: tensor<2x16x1024x256xbf16>, %arg55: tensor<2x16x1024x256xbf16>, %arg56: tensor<2048x4096xbf16>, %arg57: tensor<3072x4096xbf16>, %arg58: tensor<2x1024x3072xbf16>, %arg59: tensor<2x1024x3072xbf16>, %arg60: tensor<2x1024x3072xbf16>, %arg61: tensor<2x1024x3072xf32>, %arg62: tensor<2x1024x3072xf32>, %arg63: tensor<2x1024xf32>, %arg64: tensor<2x1024xf32>, %arg65: tensor<2x1024x3072xf32>, %arg66: tensor<2x1024xf32>, %arg67: tensor<3072xbf16>, %arg68: tensor<3072xf32>, %arg69: tensor<2x1024x3072xf32>, %arg70: tensor<3072xf32>, %arg71: tensor<2x1024x3072xf32>, %arg72: tensor<2048x3072xbf16>, %arg73: tensor<24576x3072xbf16>, %arg74: tensor<2x1024x24576xbf16>, %arg75: tensor<2048x3072xbf16>, %arg76: tensor<24576x3072xbf16>, %arg77: tensor<2x1024x24576xbf16>, %arg78: tensor<2x1024x24576xbf16>, %arg79: tensor<2048x24576xbf16>, %arg80: tensor<3072x24576xbf16>, %arg81: tensor<2x1024x3072xbf16>, %arg82: tensor<2x1024x3072xbf16>, %arg83: tensor<2x1024x3072xbf16>, %arg84: tensor<2x1024x3072xf32>, %arg85: tensor<2x1024x3072xf32>, %arg86: tensor<2x1024xf32>, %arg87: tensor<2x1024xf32>, %arg88: tensor<2x1024x3072xf32>, %arg89: tensor<2x1024xf32>, %arg90: tensor<3072xbf16>, %arg91: tensor<3072xf32>, %arg92: tensor<2x1024x3072xf32>, %arg93: tensor<3072xf32>, %arg94: tensor<2x1024x3072xf32>, %arg95: tensor<2048x3072xbf16>, %arg96: tensor<4096x3072xbf16>, %arg97: tensor<2048x3072xbf16>, %arg98: tensor<4096x3072xbf16>, %arg99: tensor<2048x3072xbf16>, %arg100: tensor<4096x3072xbf16>, %arg101: tensor<2x1024x16x256xbf16>, %arg102: tensor<1024x256xbf16>, %arg103: tensor<2x1024x16x128xbf16>, %arg104: tensor<2x1024x16x128xbf16>, %arg105: tensor<2x1024x16x128xbf16>, %arg106: tensor<2x16x1024x256xbf16>, %arg107: tensor<1024x256xbf16>, %arg108: tensor<2x1024x16x256xbf16>, %arg109: tensor<2x16x1024x256xbf16>, %arg110: tensor<2x1024x16x256xbf16>, %arg111: tensor<1024x256xbf16>, %arg112: tensor<2x1024x16x128xbf16>, %arg113: tensor<2x1024x16x128xbf16>, %arg114: tensor<2x1024x16x128xbf16>, %arg115: tensor<2x16x1024x256xbf16>, %arg116: tensor<1024x256xbf16>, %arg117: tensor<2x1024x16x256xbf16>, %arg118: tensor<2x16x1024x256xbf16>, %arg119: tensor<2x16x1024x256xbf16>, %arg120: tensor<2x16x1024x256xbf16>, %arg121: tensor<2x16x1024x256xbf16>, %arg122: tensor<2x16x1024x256xbf16>, %arg123: tensor<2048x4096xbf16>, %arg124: tensor<3072x4096xbf16>, %arg125: tensor<2x1024x3072xbf16>, %arg126: tensor<2x1024x3072xbf16>, %arg127: tensor<2x1024x3072xbf16>, %arg128: tensor<2x1024x3072xf32>, %arg129: tensor<2x1024x3072xf32>, %arg130: tensor<2x1024xf32>, %arg131: tensor<2x1024xf32>, %arg132: tensor<2x1024x3072xf32>, %arg133: tensor<2x1024xf32>, %arg134: tensor<3072xbf16>, %arg135: tensor<3072xf32>, %arg136: tensor<2x1024x3072xf32>, %arg137: tensor<3072xf32>, %arg138: tensor<2x1024x3072xf32>, %arg139: tensor<2048x3072xbf16>, %arg140: tensor<24576x3072xbf16>, %arg141: tensor<2x1024x24576xbf16>, %arg142: tensor<2048x3072xbf16>, %arg143: tensor<24576x3072xbf16>, %arg144: tensor<2x1024x24576xbf16>, %arg145: tensor<2x1024x24576xbf16>, %arg146: tensor<2048x24576xbf16>, %arg147: tensor<3072x24576xbf16>, %arg148: tensor<2x1024x3072xbf16>, %arg149: tensor<2x1024x3072xbf16>, %arg150: tensor<2x1024x3072xbf16>, %arg151: tensor<2x1024x3072xf32>, %arg152: tensor<2x1024x3072xf32>, %arg153: tensor<2x1024xf32>, %arg154: tensor<2x1024xf32>, %arg155: tensor<2x1024x3072xf32>, %arg156: tensor<2x1024xf32>, %arg157: tensor<3072xbf16>, %arg158: tensor<3072xf32>, %arg159: tensor<2x1024x3072xf32>, %arg160: tensor<3072xf32>, %arg161: tensor<2x1024x3072xf32>, %arg162: tensor<2048x3072xbf16>, %arg163: tensor<256000x3072xbf16>, %arg164: tensor<2x1024x256000xbf16>, %arg165: tensor<2x1024xi64>, %arg166: tensor<2x1024xi64>, %arg167: tensor<2048x256000xf32>, %arg168: tensor<2048xi64>, %arg169: tensor<f32>, %arg170: tensor<2048xi64>, %arg171: tensor<f32>, %arg172: tensor<2048x256000xf32>, %arg173: tensor<2048x256000xf32>, %arg174: tensor<2x1024x256000xf32>, %arg175: tensor<2048x256000xbf16>, %arg176: tensor<2048x3072xbf16>, %arg177: tensor<2048x256000xbf16>, %arg178: tensor<256000x3072xbf16>, %arg179: tensor<2x1024x3072xbf16>, %arg180: tensor<2x1024x3072xf32>, %arg181: tensor<2x1024x3072xf32>, %arg182: tensor<2x1024x3072xf32>, %arg183: tensor<3072xf32>, %arg184: tensor<2x1024x3072xf32>, %arg185: tensor<3072xf32>, %arg186: tensor<2x1024x3072xf32>, %arg187: tensor<2x1024x3072xf32>, %arg188: tensor<2x1024x3072xf32>, %arg189: tensor<2x1024xf32>, %arg190: tensor<2x1024x3072xf32>, %arg191: tensor<2x1024xf32>, %arg192: tensor<2x1024xf32>, %arg193: tensor<2x1024xf32>, %arg194: tensor<2x1024xf32>, %arg195: tensor<2x1024xf32>, %arg196: tensor<2x1024x3072xf32>, %arg197: tensor<2x1024x3072xf32>, %arg198: tensor<2x1024x3072xf32>, %arg199: tensor<2x1024x3072xf32>, %arg200: tensor<2x1024x3072xf32>, %arg201: tensor<2x1024x3072xf32>, %arg202: tensor<2x1024x3072xf32>, %arg203: tensor<2048x3072xbf16>, %arg204: tensor<2048x24576xbf16>, %arg205: tensor<2048x3072xbf16>, %arg206: tensor<3072x24576xbf16>, %arg207: tensor<2x1024x24576xbf16>, %arg208: tensor<2x1024x24576xbf16>, %arg209: tensor<2x1024x24576xbf16>, %arg210: tensor<2x1024x24576xbf16>, %arg211: tensor<2048x24576xbf16>, %arg212: tensor<2048x3072xbf16>, %arg213: tensor<2048x24576xbf16>, %arg214: tensor<24576x3072xbf16>, %arg215: tensor<2x1024x24576xbf16>, %arg216: tensor<2x1024x24576xbf16>, %arg217: tensor<2048x24576xbf16>, %arg218: tensor<2048x3072xbf16>, %arg219: tensor<2048x24576xbf16>, %arg220: tensor<24576x3072xbf16>, %arg221: tensor<2x1024x3072xbf16>, %arg222: tensor<2x1024x3072xbf16>, %arg223: tensor<2x1024x3072xbf16>, %arg224: tensor<2x1024x3072xf32>, %arg225: tensor<2x1024x3072xf32>, %arg226: tensor<2x1024x3072xf32>, %arg227: tensor<3072xf32>, %arg228: tensor<2x1024x3072xf32>, %arg229: tensor<3072xf32>, %arg230: tensor<2x1024x3072xf32>, %arg231: tensor<2x1024x3072xf32>, %arg232: tensor<2x1024x3072xf32>, %arg233: tensor<2x1024xf32>, %arg234: tensor<2x1024x3072xf32>, %arg235: tensor<2x1024xf32>, %arg236: tensor<2x1024xf32>, %arg237: tensor<2x1024xf32>, %arg238: tensor<2x1024xf32>, %arg239: tensor<2x1024xf32>, %arg240: tensor<2x1024x3072xf32>, %arg241: tensor<2x1024x3072xf32>, %arg242: tensor<2x1024x3072xf32>, %arg243: tensor<2x1024x3072xf32>, %arg244: tensor<2x1024x3072xf32>, %arg245: tensor<2x1024x3072xf32>, %arg246: tensor<2x1024x3072xf32>, %arg247: tensor<2x1024x3072xbf16>, %arg248: tensor<2x1024x3072xbf16>, %arg249: tensor<2048x3072xbf16>, %arg250: tensor<2048x4096xbf16>, %arg251: tensor<2048x3072xbf16>, %arg252: tensor<3072x4096xbf16>, %arg253: tensor<2x1024x16x256xbf16>, %arg254: tensor<1024x256xbf16>, %arg255: tensor<2x1024x16x128xbf16>, %arg256: tensor<2x1024x16x128xbf16>, %arg257: tensor<2x1024x16x128xbf16>, %arg258: tensor<2x16x1024x256xbf16>, %arg259: tensor<2x16x1024x256xbf16>, %arg260: tensor<2x1024x16x256xbf16>, %arg261: tensor<1024x256xbf16>, %arg262: tensor<2x16x1024x256xbf16>, %arg263: tensor<2x1024x16x256xbf16>, %arg264: tensor<2x1024x16x256xbf16>, %arg265: tensor<1024x256xbf16>, %arg266: tensor<2x1024x16x128xbf16>, %arg267: tensor<2x1024x16x128xbf16>, %arg268: tensor<2x1024x16x128xbf16>, %arg269: tensor<2x16x1024x256xbf16>, %arg270: tensor<2x16x1024x256xbf16>, %arg271: tensor<2x1024x16x256xbf16>, %arg272: tensor<1024x256xbf16>, %arg273: tensor<2x16x1024x256xbf16>, %arg274: tensor<2x1024x16x256xbf16>, %arg275: tensor<2048x4096xbf16>, %arg276: tensor<2048x3072xbf16>, %arg277: tensor<2048x4096xbf16>, %arg278: tensor<4096x3072xbf16>, %arg279: tensor<2x16x1024x256xbf16>, %arg280: tensor<2048x4096xbf16>, %arg281: tensor<2048x3072xbf16>, %arg282: tensor<2048x4096xbf16>, %arg283: tensor<4096x3072xbf16>, %arg284: tensor<2x1024x3072xbf16>, %arg285: tensor<2x1024x3072xbf16>, %arg286: tensor<2x16x1024x256xbf16>, %arg287: tensor<2048x4096xbf16>, %arg288: tensor<2048x3072xbf16>, %arg289: tensor<2048x4096xbf16>, %arg290: tensor<4096x3072xbf16>, %arg291: tensor<2x1024x3072xbf16>, %arg292: tensor<2x1024x3072xbf16>, %arg293: tensor<2x1024x3072xbf16>, %arg294: tensor<2x1024x3072xf32>, %arg295: tensor<2x1024x3072xf32>, %arg296: tensor<2x1024x3072xf32>, %arg297: tensor<3072xf32>, %arg298: tensor<2x1024x3072xf32>, %arg299: tensor<3072xf32>, %arg300: tensor<2x1024x3072xf32>, %arg301: tensor<2x1024x3072xf32>, %arg302: tensor<2x1024x3072xf32>, %arg303: tensor<2x1024xf32>, %arg304: tensor<2x1024x3072xf32>, %arg305: tensor<2x1024xf32>, %arg306: tensor<2x1024xf32>, %arg307: tensor<2x1024xf32>, %arg308: tensor<2x1024xf32>, %arg309: tensor<2x1024xf32>, %arg310: tensor<2x1024x3072xf32>, %arg311: tensor<2x1024x3072xf32>, %arg312: tensor<2x1024x3072xf32>, %arg313: tensor<2x1024x3072xf32>, %arg314: tensor<2x1024x3072xf32>, %arg315: tensor<2x1024x3072xf32>, %arg316: tensor<2x1024x3072xf32>, %arg317: tensor<2x1024x3072xbf16>, %arg318: tensor<2x1024x3072xbf16>, %arg319: tensor<2048x3072xbf16>, %arg320: tensor<2048x24576xbf16>, %arg321: tensor<2048x3072xbf16>, %arg322: tensor<3072x24576xbf16>, %arg323: tensor<2x1024x24576xbf16>, %arg324: tensor<2x1024x24576xbf16>, %arg325: tensor<2x1024x24576xbf16>, %arg326: tensor<2x1024x24576xbf16>, %arg327: tensor<2048x24576xbf16>, %arg328: tensor<2048x3072xbf16>, %arg329: tensor<2048x24576xbf16>, %arg330: tensor<24576x3072xbf16>, %arg331: tensor<2x1024x24576xbf16>, %arg332: tensor<2x1024x24576xbf16>, %arg333: tensor<2048x24576xbf16>, %arg334: tensor<2048x3072xbf16>, %arg335: tensor<2048x24576xbf16>, %arg336: tensor<24576x3072xbf16>, %arg337: tensor<2x1024x3072xbf16>, %arg338: tensor<2x1024x3072xbf16>, %arg339: tensor<2x1024x3072xbf16>, %arg340: tensor<2x1024x3072xf32>, %arg341: tensor<2x1024x3072xf32>, %arg342: tensor<2x1024x3072xf32>, %arg343: tensor<3072xf32>, %arg344: tensor<2x1024x3072xf32>, %arg345: tensor<3072xf32>, %arg346: tensor<2x1024x3072xf32>, %arg347: tensor<2x1024x3072xf32>, %arg348: tensor<2x1024x3072xf32>, %arg349: tensor<2x1024xf32>, %arg350: tensor<2x1024x3072xf32>, %arg351: tensor<2x1024xf32>, %arg352: tensor<2x1024xf32>, %arg353: tensor<2x1024xf32>, %arg354: tensor<2x1024xf32>, %arg355: tensor<2x1024xf32>, %arg356: tensor<2x1024x3072xf32>, %arg357: tensor<2x1024x3072xf32>, %arg358: tensor<2x1024x3072xf32>, %arg359: tensor<2x1024x3072xf32>, %arg360: tensor<2x1024x3072xf32>, %arg361: tensor<2x1024x3072xf32>, %arg362: tensor<2x1024x3072xf32>, %arg363: tensor<2x1024x3072xbf16>, %arg364: tensor<2x1024x3072xbf16>, %arg365: tensor<2048x3072xbf16>, %arg366: tensor<2048x4096xbf16>, %arg367: tensor<2048x3072xbf16>, %arg368: tensor<3072x4096xbf16>, %arg369: tensor<2x1024x16x256xbf16>, %arg370: tensor<1024x256xbf16>, %arg371: tensor<2x1024x16x128xbf16>, %arg372: tensor<2x1024x16x128xbf16>, %arg373: tensor<2x1024x16x128xbf16>, %arg374: tensor<2x16x1024x256xbf16>, %arg375: tensor<2x16x1024x256xbf16>, %arg376: tensor<2x1024x16x256xbf16>, %arg377: tensor<1024x256xbf16>, %arg378: tensor<2x16x1024x256xbf16>, %arg379: tensor<2x1024x16x256xbf16>, %arg380: tensor<2x1024x16x256xbf16>, %arg381: tensor<1024x256xbf16>, %arg382: tensor<2x1024x16x128xbf16>, %arg383: tensor<2x1024x16x128xbf16>, %arg384: tensor<2x1024x16x128xbf16>, %arg385: tensor<2x16x1024x256xbf16>, %arg386: tensor<2x16x1024x256xbf16>, %arg387: tensor<2x1024x16x256xbf16>, %arg388: tensor<1024x256xbf16>, %arg389: tensor<2x16x1024x256xbf16>, %arg390: tensor<2x1024x16x256xbf16>, %arg391: tensor<2048x4096xbf16>, %arg392: tensor<2048x3072xbf16>, %arg393: tensor<2048x4096xbf16>, %arg394: tensor<4096x3072xbf16>, %arg395: tensor<2x16x1024x256xbf16>, %arg396: tensor<2048x4096xbf16>, %arg397: tensor<2048x3072xbf16>, %arg398: tensor<2048x4096xbf16>, %arg399: tensor<4096x3072xbf16>, %arg400: tensor<2x1024x3072xbf16>, %arg401: tensor<2x1024x3072xbf16>, %arg402: tensor<2x16x1024x256xbf16>, %arg403: tensor<2048x4096xbf16>, %arg404: tensor<2048x3072xbf16>, %arg405: tensor<2048x4096xbf16>, %arg406: tensor<4096x3072xbf16>, %arg407: tensor<2x1024x3072xbf16>, %arg408: tensor<2x1024x3072xbf16>, %arg409: tensor<2x1024x3072xbf16>, %arg410: tensor<2x1024x3072xf32>, %arg411: tensor<2x1024x3072xf32>, %arg412: tensor<2x1024x3072xf32>, %arg413: tensor<3072xf32>, %arg414: tensor<2x1024x3072xf32>, %arg415: tensor<3072xf32>, %arg416: tensor<2x1024x3072xf32>, %arg417: tensor<2x1024x3072xf32>, %arg418: tensor<2x1024x3072xf32>, %arg419: tensor<2x1024xf32>, %arg420: tensor<2x1024x3072xf32>, %arg421: tensor<2x1024xf32>, %arg422: tensor<2x1024xf32>, %arg423: tensor<2x1024xf32>, %arg424: tensor<2x1024xf32>, %arg425: tensor<2x1024xf32>, %arg426: tensor<2x1024x3072xf32>, %arg427: tensor<2x1024x3072xf32>, %arg428: tensor<2x1024x3072xf32>, %arg429: tensor<2x1024x3072xf32>, %arg430: tensor<2x1024x3072xf32>, %arg431: tensor<2x1024x3072xf32>, %arg432: tensor<2x1024x3072xf32>, %arg433: tensor<2x1024x3072xbf16>, %arg434: tensor<2x1024x3072xbf16>, %arg435: tensor<2x1024x3072xbf16>, %arg436: tensor<bf16>, %arg437: tensor<2x1024xi64>, %arg438: tensor<2x1024x3072xbf16>, %arg439: tensor<256000x3072xbf16>, %arg440: tensor<256000x3072xbf16>) -> (tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<128x1024xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xbf16>, tensor<1024x256xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x256000xbf16>, tensor<2x1024x256000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x256000xf32>, tensor<f32>, tensor<f32>, tensor<2048x256000xf32>, tensor<2048x256000xf32>, tensor<2x1024x256000xbf16>, tensor<256000x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<3072x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<256000x3072xbf16>, tensor<256000x3072xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 6.250000e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<256000x3072xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.embed_tokens:aten.embedding.default")
    %e3 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %arg3 : tensor<2x1024x3072xbf16>, tensor<bf16>) outs(%e3 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.embed_tokens:aten.mul.Tensor")
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
    %e28 = tensor.empty() : tensor<2x1024x3072xf32>
    %r29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16 : tensor<2x1024x3072xbf16>) outs(%e28 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e30 = tensor.empty() : tensor<2x1024x3072xf32>
    %r31 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<2x1024x3072xf32>) outs(%e30 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e32 = tensor.empty() : tensor<2x1024xf32>
    %z33 = linalg.fill ins(%c1 : f32) outs(%e32 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r34 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg18 : tensor<2x1024x3072xf32>) outs(%z33 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e39 = tensor.empty() : tensor<2x1024x3072xf32>
    %r40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21, %arg22 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e39 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e41 = tensor.empty() : tensor<3072xf32>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg23 : tensor<3072xbf16>) outs(%e41 : tensor<3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e43 = tensor.empty() : tensor<3072xf32>
    %r44 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg24 : tensor<3072xf32>) outs(%e43 : tensor<3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<3072xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e45 = tensor.empty() : tensor<2x1024x3072xf32>
    %r46 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %arg26 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e45 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e47 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<2x1024x3072xf32>) outs(%e47 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e49 = tensor.empty() : tensor<2048x4096xbf16>
    %z50 = linalg.fill ins(%c2 : bf16) outs(%e49 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r51 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg28, %arg29 : tensor<2048x3072xbf16>, tensor<4096x3072xbf16>) outs(%z50 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e52 = tensor.empty() : tensor<2048x4096xbf16>
    %z53 = linalg.fill ins(%c2 : bf16) outs(%e52 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r54 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg30, %arg31 : tensor<2048x3072xbf16>, tensor<4096x3072xbf16>) outs(%z53 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e55 = tensor.empty() : tensor<2048x4096xbf16>
    %z56 = linalg.fill ins(%c2 : bf16) outs(%e55 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r57 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg32, %arg33 : tensor<2048x3072xbf16>, tensor<4096x3072xbf16>) outs(%z56 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e58 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg34, %arg35 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e58 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg36 : tensor<2x1024x16x128xbf16>) outs(%e60 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e62 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x16x128xbf16>, tensor<2x1024x16x128xbf16>) outs(%e62 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e64 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x16x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e64 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e66 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg41, %arg42 : tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e66 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e68 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg43, %arg44 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e68 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e70 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg45 : tensor<2x1024x16x128xbf16>) outs(%e70 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e72 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x16x128xbf16>, tensor<2x1024x16x128xbf16>) outs(%e72 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e74 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg48, %arg49 : tensor<2x16x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e74 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e76 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg50, %arg51 : tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e76 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e78 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z79 = linalg.fill ins(%c2 : bf16) outs(%e78 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg52, %arg53 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%z79 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e82 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %m81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r80 : tensor<2x16x1024x1024xbf16>) outs(%e82 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e84 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %p83 = linalg.softmax dimension(3) ins(%m81 : tensor<2x16x1024x1024xbf16>) outs(%e84 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %e85 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z86 = linalg.fill ins(%c2 : bf16) outs(%e85 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p83, %arg54 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z86 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e88 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z89 = linalg.fill ins(%c2 : bf16) outs(%e88 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg55, %arg54 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%z89 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e91 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z92 = linalg.fill ins(%c2 : bf16) outs(%e91 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p83, %arg55 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z92 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e94 = tensor.empty() : tensor<2x16x1024xbf16>
    %z95 = linalg.fill ins(%c2 : bf16) outs(%e94 : tensor<2x16x1024xbf16>) -> tensor<2x16x1024xbf16>
    %rs96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p83, %r90 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>) outs(%z95 : tensor<2x16x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024xbf16>
    %e98 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %ds97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p83, %r90, %rs96 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024xbf16>) outs(%e98 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e99 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z100 = linalg.fill ins(%c2 : bf16) outs(%e99 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds97, %arg53 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z100 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e102 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z103 = linalg.fill ins(%c2 : bf16) outs(%e102 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds97, %arg52 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z103 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e105 = tensor.empty() : tensor<2048x3072xbf16>
    %z106 = linalg.fill ins(%c2 : bf16) outs(%e105 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r107 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg56, %arg57 : tensor<2048x4096xbf16>, tensor<3072x4096xbf16>) outs(%z106 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e108 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg58, %arg59 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e108 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0:aten.add.Tensor")
    %e110 = tensor.empty() : tensor<2x1024x3072xf32>
    %r111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg60 : tensor<2x1024x3072xbf16>) outs(%e110 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e112 = tensor.empty() : tensor<2x1024x3072xf32>
    %r113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg61 : tensor<2x1024x3072xf32>) outs(%e112 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e114 = tensor.empty() : tensor<2x1024xf32>
    %z115 = linalg.fill ins(%c1 : f32) outs(%e114 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg62 : tensor<2x1024x3072xf32>) outs(%z115 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mean.dim")
    %e117 = tensor.empty() : tensor<2x1024xf32>
    %r118 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<2x1024xf32>) outs(%e117 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e119 = tensor.empty() : tensor<2x1024xf32>
    %r120 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2x1024xf32>) outs(%e119 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.rsqrt.default")
    %e121 = tensor.empty() : tensor<2x1024x3072xf32>
    %r122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65, %arg66 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e121 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e123 = tensor.empty() : tensor<3072xf32>
    %r124 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg67 : tensor<3072xbf16>) outs(%e123 : tensor<3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e125 = tensor.empty() : tensor<3072xf32>
    %r126 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg68 : tensor<3072xf32>) outs(%e125 : tensor<3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<3072xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e127 = tensor.empty() : tensor<2x1024x3072xf32>
    %r128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69, %arg70 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e127 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e129 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71 : tensor<2x1024x3072xf32>) outs(%e129 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e131 = tensor.empty() : tensor<2048x24576xbf16>
    %z132 = linalg.fill ins(%c2 : bf16) outs(%e131 : tensor<2048x24576xbf16>) -> tensor<2048x24576xbf16>
    %r133 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg72, %arg73 : tensor<2048x3072xbf16>, tensor<24576x3072xbf16>) outs(%z132 : tensor<2048x24576xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x24576xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e134 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74 : tensor<2x1024x24576xbf16>) outs(%e134 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.0.mlp.act_fn:aten.gelu.default")
    %e136 = tensor.empty() : tensor<2048x24576xbf16>
    %z137 = linalg.fill ins(%c2 : bf16) outs(%e136 : tensor<2048x24576xbf16>) -> tensor<2048x24576xbf16>
    %r138 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg75, %arg76 : tensor<2048x3072xbf16>, tensor<24576x3072xbf16>) outs(%z137 : tensor<2048x24576xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x24576xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e139 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e139 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e141 = tensor.empty() : tensor<2048x3072xbf16>
    %z142 = linalg.fill ins(%c2 : bf16) outs(%e141 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r143 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg79, %arg80 : tensor<2048x24576xbf16>, tensor<3072x24576xbf16>) outs(%z142 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e144 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e144 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0:aten.add.Tensor")
    %e146 = tensor.empty() : tensor<2x1024x3072xf32>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83 : tensor<2x1024x3072xbf16>) outs(%e146 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e148 = tensor.empty() : tensor<2x1024x3072xf32>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<2x1024x3072xf32>) outs(%e148 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e150 = tensor.empty() : tensor<2x1024xf32>
    %z151 = linalg.fill ins(%c1 : f32) outs(%e150 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg85 : tensor<2x1024x3072xf32>) outs(%z151 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e153 = tensor.empty() : tensor<2x1024xf32>
    %r154 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg86 : tensor<2x1024xf32>) outs(%e153 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e155 = tensor.empty() : tensor<2x1024xf32>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg87 : tensor<2x1024xf32>) outs(%e155 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e157 = tensor.empty() : tensor<2x1024x3072xf32>
    %r158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg88, %arg89 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e157 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e159 = tensor.empty() : tensor<3072xf32>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg90 : tensor<3072xbf16>) outs(%e159 : tensor<3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e161 = tensor.empty() : tensor<3072xf32>
    %r162 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg91 : tensor<3072xf32>) outs(%e161 : tensor<3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<3072xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e163 = tensor.empty() : tensor<2x1024x3072xf32>
    %r164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %arg93 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e163 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e165 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg94 : tensor<2x1024x3072xf32>) outs(%e165 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e167 = tensor.empty() : tensor<2048x4096xbf16>
    %z168 = linalg.fill ins(%c2 : bf16) outs(%e167 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r169 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg95, %arg96 : tensor<2048x3072xbf16>, tensor<4096x3072xbf16>) outs(%z168 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e170 = tensor.empty() : tensor<2048x4096xbf16>
    %z171 = linalg.fill ins(%c2 : bf16) outs(%e170 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r172 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg97, %arg98 : tensor<2048x3072xbf16>, tensor<4096x3072xbf16>) outs(%z171 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e173 = tensor.empty() : tensor<2048x4096xbf16>
    %z174 = linalg.fill ins(%c2 : bf16) outs(%e173 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r175 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg99, %arg100 : tensor<2048x3072xbf16>, tensor<4096x3072xbf16>) outs(%z174 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e176 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg101, %arg102 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e176 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e178 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg103 : tensor<2x1024x16x128xbf16>) outs(%e178 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e180 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg104, %arg105 : tensor<2x1024x16x128xbf16>, tensor<2x1024x16x128xbf16>) outs(%e180 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e182 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg106, %arg107 : tensor<2x16x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e182 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e184 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg108, %arg109 : tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e184 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e186 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg110, %arg111 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e186 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e188 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x1024x16x128xbf16>) outs(%e188 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e190 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg113, %arg114 : tensor<2x1024x16x128xbf16>, tensor<2x1024x16x128xbf16>) outs(%e190 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e192 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg115, %arg116 : tensor<2x16x1024x256xbf16>, tensor<1024x256xbf16>) outs(%e192 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e194 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e194 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e196 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z197 = linalg.fill ins(%c2 : bf16) outs(%e196 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r198 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg119, %arg120 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%z197 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e200 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %m199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r198 : tensor<2x16x1024x1024xbf16>) outs(%e200 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e202 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %p201 = linalg.softmax dimension(3) ins(%m199 : tensor<2x16x1024x1024xbf16>) outs(%e202 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %e203 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z204 = linalg.fill ins(%c2 : bf16) outs(%e203 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p201, %arg121 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z204 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e206 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z207 = linalg.fill ins(%c2 : bf16) outs(%e206 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg122, %arg121 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%z207 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e209 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z210 = linalg.fill ins(%c2 : bf16) outs(%e209 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p201, %arg122 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z210 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e212 = tensor.empty() : tensor<2x16x1024xbf16>
    %z213 = linalg.fill ins(%c2 : bf16) outs(%e212 : tensor<2x16x1024xbf16>) -> tensor<2x16x1024xbf16>
    %rs214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p201, %r208 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>) outs(%z213 : tensor<2x16x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024xbf16>
    %e216 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %ds215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p201, %r208, %rs214 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024xbf16>) outs(%e216 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e217 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z218 = linalg.fill ins(%c2 : bf16) outs(%e217 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds215, %arg120 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z218 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e220 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %z221 = linalg.fill ins(%c2 : bf16) outs(%e220 : tensor<2x16x1024x256xbf16>) -> tensor<2x16x1024x256xbf16>
    %r222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds215, %arg119 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x256xbf16>) outs(%z221 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e223 = tensor.empty() : tensor<2048x3072xbf16>
    %z224 = linalg.fill ins(%c2 : bf16) outs(%e223 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r225 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg123, %arg124 : tensor<2048x4096xbf16>, tensor<3072x4096xbf16>) outs(%z224 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e226 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg125, %arg126 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e226 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1:aten.add.Tensor")
    %e228 = tensor.empty() : tensor<2x1024x3072xf32>
    %r229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127 : tensor<2x1024x3072xbf16>) outs(%e228 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e230 = tensor.empty() : tensor<2x1024x3072xf32>
    %r231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg128 : tensor<2x1024x3072xf32>) outs(%e230 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e232 = tensor.empty() : tensor<2x1024xf32>
    %z233 = linalg.fill ins(%c1 : f32) outs(%e232 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg129 : tensor<2x1024x3072xf32>) outs(%z233 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e235 = tensor.empty() : tensor<2x1024xf32>
    %r236 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<2x1024xf32>) outs(%e235 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e237 = tensor.empty() : tensor<2x1024xf32>
    %r238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg131 : tensor<2x1024xf32>) outs(%e237 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e239 = tensor.empty() : tensor<2x1024x3072xf32>
    %r240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg132, %arg133 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e239 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e241 = tensor.empty() : tensor<3072xf32>
    %r242 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg134 : tensor<3072xbf16>) outs(%e241 : tensor<3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e243 = tensor.empty() : tensor<3072xf32>
    %r244 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg135 : tensor<3072xf32>) outs(%e243 : tensor<3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<3072xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e245 = tensor.empty() : tensor<2x1024x3072xf32>
    %r246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136, %arg137 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e245 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e247 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138 : tensor<2x1024x3072xf32>) outs(%e247 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e249 = tensor.empty() : tensor<2048x24576xbf16>
    %z250 = linalg.fill ins(%c2 : bf16) outs(%e249 : tensor<2048x24576xbf16>) -> tensor<2048x24576xbf16>
    %r251 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg139, %arg140 : tensor<2048x3072xbf16>, tensor<24576x3072xbf16>) outs(%z250 : tensor<2048x24576xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x24576xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e252 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r253 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141 : tensor<2x1024x24576xbf16>) outs(%e252 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.1.mlp.act_fn:aten.gelu.default")
    %e254 = tensor.empty() : tensor<2048x24576xbf16>
    %z255 = linalg.fill ins(%c2 : bf16) outs(%e254 : tensor<2048x24576xbf16>) -> tensor<2048x24576xbf16>
    %r256 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg142, %arg143 : tensor<2048x3072xbf16>, tensor<24576x3072xbf16>) outs(%z255 : tensor<2048x24576xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x24576xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e257 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg144, %arg145 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e257 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e259 = tensor.empty() : tensor<2048x3072xbf16>
    %z260 = linalg.fill ins(%c2 : bf16) outs(%e259 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r261 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg146, %arg147 : tensor<2048x24576xbf16>, tensor<3072x24576xbf16>) outs(%z260 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e262 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148, %arg149 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e262 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1:aten.add.Tensor")
    %e264 = tensor.empty() : tensor<2x1024x3072xf32>
    %r265 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg150 : tensor<2x1024x3072xbf16>) outs(%e264 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten._to_copy.default")
    %e266 = tensor.empty() : tensor<2x1024x3072xf32>
    %r267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg151 : tensor<2x1024x3072xf32>) outs(%e266 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e268 = tensor.empty() : tensor<2x1024xf32>
    %z269 = linalg.fill ins(%c1 : f32) outs(%e268 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg152 : tensor<2x1024x3072xf32>) outs(%z269 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e271 = tensor.empty() : tensor<2x1024xf32>
    %r272 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg153 : tensor<2x1024xf32>) outs(%e271 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e273 = tensor.empty() : tensor<2x1024xf32>
    %r274 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg154 : tensor<2x1024xf32>) outs(%e273 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e275 = tensor.empty() : tensor<2x1024x3072xf32>
    %r276 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155, %arg156 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e275 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e277 = tensor.empty() : tensor<3072xf32>
    %r278 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg157 : tensor<3072xbf16>) outs(%e277 : tensor<3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.norm:aten._to_copy.default")
    %e279 = tensor.empty() : tensor<3072xf32>
    %r280 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg158 : tensor<3072xf32>) outs(%e279 : tensor<3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<3072xf32> loc("model.norm:aten.add.Tensor")
    %e281 = tensor.empty() : tensor<2x1024x3072xf32>
    %r282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg159, %arg160 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e281 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e283 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg161 : tensor<2x1024x3072xf32>) outs(%e283 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten._to_copy.default")
    %e285 = tensor.empty() : tensor<2048x256000xbf16>
    %z286 = linalg.fill ins(%c2 : bf16) outs(%e285 : tensor<2048x256000xbf16>) -> tensor<2048x256000xbf16>
    %r287 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg162, %arg163 : tensor<2048x3072xbf16>, tensor<256000x3072xbf16>) outs(%z286 : tensor<2048x256000xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x256000xbf16> loc("lm_head:aten.mm.default")
    %e288 = tensor.empty() : tensor<2x1024x256000xf32>
    %r289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg164 : tensor<2x1024x256000xbf16>) outs(%e288 : tensor<2x1024x256000xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x256000xf32> loc("aten._to_copy.default")
    %e290 = tensor.empty() : tensor<2x1025xi64>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg165 : tensor<2x1024xi64>) outs(%e290 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e292 = tensor.empty() : tensor<2x1024xi64>
    %r293 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg166 : tensor<2x1024xi64>) outs(%e292 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e294 = tensor.empty() : tensor<2048x256000xf32>
    %z295 = linalg.fill ins(%c1 : f32) outs(%e294 : tensor<2048x256000xf32>) -> tensor<2048x256000xf32>
    %r296 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg167 : tensor<2048x256000xf32>) outs(%z295 : tensor<2048x256000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x256000xf32> loc("aten._log_softmax.default")
    %e297 = tensor.empty() : tensor<f32>
    %z298 = linalg.fill ins(%c1 : f32) outs(%e297 : tensor<f32>) -> tensor<f32>
    %e299 = tensor.empty() : tensor<f32>
    %z300 = linalg.fill ins(%c1 : f32) outs(%e299 : tensor<f32>) -> tensor<f32>
    %r301:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg168 : tensor<2048xi64>) outs(%z298, %z300 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e302 = tensor.empty() : tensor<2048x256000xf32>
    %r303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg169, %arg170, %arg171 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e302 : tensor<2048x256000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x256000xf32> loc("aten.nll_loss_backward.default")
    %e304 = tensor.empty() : tensor<2048x256000xf32>
    %z305 = linalg.fill ins(%c1 : f32) outs(%e304 : tensor<2048x256000xf32>) -> tensor<2048x256000xf32>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg172, %arg173 : tensor<2048x256000xf32>, tensor<2048x256000xf32>) outs(%z305 : tensor<2048x256000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x256000xf32> loc("aten._log_softmax_backward_data.default")
    %e307 = tensor.empty() : tensor<2x1024x256000xbf16>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg174 : tensor<2x1024x256000xf32>) outs(%e307 : tensor<2x1024x256000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x256000xbf16> loc("aten._to_copy.default")
    %e309 = tensor.empty() : tensor<256000x3072xbf16>
    %z310 = linalg.fill ins(%c2 : bf16) outs(%e309 : tensor<256000x3072xbf16>) -> tensor<256000x3072xbf16>
    %r311 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg175, %arg176 : tensor<2048x256000xbf16>, tensor<2048x3072xbf16>) outs(%z310 : tensor<256000x3072xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<256000x3072xbf16> loc("lm_head:aten.mm.default")
    %e312 = tensor.empty() : tensor<2048x3072xbf16>
    %z313 = linalg.fill ins(%c2 : bf16) outs(%e312 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r314 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg177, %arg178 : tensor<2048x256000xbf16>, tensor<256000x3072xbf16>) outs(%z313 : tensor<2048x3072xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("lm_head:aten.mm.default")
    %e315 = tensor.empty() : tensor<2x1024x3072xf32>
    %r316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg179 : tensor<2x1024x3072xbf16>) outs(%e315 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten._to_copy.default")
    %e317 = tensor.empty() : tensor<2x1024x3072xf32>
    %r318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg180, %arg181 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e317 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e319 = tensor.empty() : tensor<2x1024x3072xf32>
    %r320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182, %arg183 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e319 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e321 = tensor.empty() : tensor<3072xf32>
    %z322 = linalg.fill ins(%c1 : f32) outs(%e321 : tensor<3072xf32>) -> tensor<3072xf32>
    %r323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg184 : tensor<2x1024x3072xf32>) outs(%z322 : tensor<3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.norm:aten.sum.dim_IntList")
    %e324 = tensor.empty() : tensor<3072xbf16>
    %r325 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg185 : tensor<3072xf32>) outs(%e324 : tensor<3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.norm:aten._to_copy.default")
    %e326 = tensor.empty() : tensor<2x1024x3072xf32>
    %r327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg186, %arg187 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e326 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e328 = tensor.empty() : tensor<2x1024x3072xf32>
    %r329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg188, %arg189 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e328 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e330 = tensor.empty() : tensor<2x1024xf32>
    %z331 = linalg.fill ins(%c1 : f32) outs(%e330 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg190 : tensor<2x1024x3072xf32>) outs(%z331 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e333 = tensor.empty() : tensor<2x1024xf32>
    %r334 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg191 : tensor<2x1024xf32>) outs(%e333 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e335 = tensor.empty() : tensor<2x1024xf32>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg192 : tensor<2x1024xf32>) outs(%e335 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e337 = tensor.empty() : tensor<2x1024xf32>
    %r338 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg193, %arg194 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e337 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e339 = tensor.empty() : tensor<2x1024x3072xf32>
    %r340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg195 : tensor<2x1024xf32>) outs(%e339 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.div.Scalar")
    %e341 = tensor.empty() : tensor<2x1024x3072xf32>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg196 : tensor<2x1024x3072xf32>) outs(%e341 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e343 = tensor.empty() : tensor<2x1024x3072xf32>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg197 : tensor<2x1024x3072xf32>) outs(%e343 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Scalar")
    %e345 = tensor.empty() : tensor<2x1024x3072xf32>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg198, %arg199 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e345 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e347 = tensor.empty() : tensor<2x1024x3072xf32>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg200, %arg201 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e347 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.add.Tensor")
    %e349 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg202 : tensor<2x1024x3072xf32>) outs(%e349 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten._to_copy.default")
    %e351 = tensor.empty() : tensor<3072x24576xbf16>
    %z352 = linalg.fill ins(%c2 : bf16) outs(%e351 : tensor<3072x24576xbf16>) -> tensor<3072x24576xbf16>
    %r353 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg203, %arg204 : tensor<2048x3072xbf16>, tensor<2048x24576xbf16>) outs(%z352 : tensor<3072x24576xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x24576xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e354 = tensor.empty() : tensor<2048x24576xbf16>
    %z355 = linalg.fill ins(%c2 : bf16) outs(%e354 : tensor<2048x24576xbf16>) -> tensor<2048x24576xbf16>
    %r356 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg205, %arg206 : tensor<2048x3072xbf16>, tensor<3072x24576xbf16>) outs(%z355 : tensor<2048x24576xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x24576xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e357 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg207, %arg208 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e357 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e359 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209, %arg210 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e359 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e361 = tensor.empty() : tensor<24576x3072xbf16>
    %z362 = linalg.fill ins(%c2 : bf16) outs(%e361 : tensor<24576x3072xbf16>) -> tensor<24576x3072xbf16>
    %r363 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg211, %arg212 : tensor<2048x24576xbf16>, tensor<2048x3072xbf16>) outs(%z362 : tensor<24576x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<24576x3072xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e364 = tensor.empty() : tensor<2048x3072xbf16>
    %z365 = linalg.fill ins(%c2 : bf16) outs(%e364 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r366 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg213, %arg214 : tensor<2048x24576xbf16>, tensor<24576x3072xbf16>) outs(%z365 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e367 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg215, %arg216 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e367 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.1.mlp.act_fn:aten.gelu_backward.default")
    %e369 = tensor.empty() : tensor<24576x3072xbf16>
    %z370 = linalg.fill ins(%c2 : bf16) outs(%e369 : tensor<24576x3072xbf16>) -> tensor<24576x3072xbf16>
    %r371 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg217, %arg218 : tensor<2048x24576xbf16>, tensor<2048x3072xbf16>) outs(%z370 : tensor<24576x3072xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<24576x3072xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e372 = tensor.empty() : tensor<2048x3072xbf16>
    %z373 = linalg.fill ins(%c2 : bf16) outs(%e372 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r374 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg219, %arg220 : tensor<2048x24576xbf16>, tensor<24576x3072xbf16>) outs(%z373 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e375 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg221, %arg222 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e375 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e377 = tensor.empty() : tensor<2x1024x3072xf32>
    %r378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg223 : tensor<2x1024x3072xbf16>) outs(%e377 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e379 = tensor.empty() : tensor<2x1024x3072xf32>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg224, %arg225 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e379 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e381 = tensor.empty() : tensor<2x1024x3072xf32>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226, %arg227 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e381 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e383 = tensor.empty() : tensor<3072xf32>
    %z384 = linalg.fill ins(%c1 : f32) outs(%e383 : tensor<3072xf32>) -> tensor<3072xf32>
    %r385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg228 : tensor<2x1024x3072xf32>) outs(%z384 : tensor<3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e386 = tensor.empty() : tensor<3072xbf16>
    %r387 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg229 : tensor<3072xf32>) outs(%e386 : tensor<3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e388 = tensor.empty() : tensor<2x1024x3072xf32>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg230, %arg231 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e388 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e390 = tensor.empty() : tensor<2x1024x3072xf32>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg232, %arg233 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e390 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e392 = tensor.empty() : tensor<2x1024xf32>
    %z393 = linalg.fill ins(%c1 : f32) outs(%e392 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg234 : tensor<2x1024x3072xf32>) outs(%z393 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e395 = tensor.empty() : tensor<2x1024xf32>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg235 : tensor<2x1024xf32>) outs(%e395 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e397 = tensor.empty() : tensor<2x1024xf32>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg236 : tensor<2x1024xf32>) outs(%e397 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e399 = tensor.empty() : tensor<2x1024xf32>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg237, %arg238 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e399 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e401 = tensor.empty() : tensor<2x1024x3072xf32>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg239 : tensor<2x1024xf32>) outs(%e401 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e403 = tensor.empty() : tensor<2x1024x3072xf32>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg240 : tensor<2x1024x3072xf32>) outs(%e403 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e405 = tensor.empty() : tensor<2x1024x3072xf32>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg241 : tensor<2x1024x3072xf32>) outs(%e405 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e407 = tensor.empty() : tensor<2x1024x3072xf32>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg242, %arg243 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e407 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e409 = tensor.empty() : tensor<2x1024x3072xf32>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg244, %arg245 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e409 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e411 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg246 : tensor<2x1024x3072xf32>) outs(%e411 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e413 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg247, %arg248 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e413 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e415 = tensor.empty() : tensor<3072x4096xbf16>
    %z416 = linalg.fill ins(%c2 : bf16) outs(%e415 : tensor<3072x4096xbf16>) -> tensor<3072x4096xbf16>
    %r417 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg249, %arg250 : tensor<2048x3072xbf16>, tensor<2048x4096xbf16>) outs(%z416 : tensor<3072x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3072x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e418 = tensor.empty() : tensor<2048x4096xbf16>
    %z419 = linalg.fill ins(%c2 : bf16) outs(%e418 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r420 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg251, %arg252 : tensor<2048x3072xbf16>, tensor<3072x4096xbf16>) outs(%z419 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e421 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg253, %arg254 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e421 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e423 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg255 : tensor<2x1024x16x128xbf16>) outs(%e423 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e425 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg256 : tensor<2x1024x16x128xbf16>) outs(%e425 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e427 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg257 : tensor<2x1024x16x128xbf16>) outs(%e427 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e429 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg258, %arg259 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e429 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e431 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg260, %arg261 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e431 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e433 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg262, %arg263 : tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e433 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e435 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg264, %arg265 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e435 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e437 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg266 : tensor<2x1024x16x128xbf16>) outs(%e437 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e439 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg267 : tensor<2x1024x16x128xbf16>) outs(%e439 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e441 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg268 : tensor<2x1024x16x128xbf16>) outs(%e441 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e443 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg269, %arg270 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e443 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e445 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg271, %arg272 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e445 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e447 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg273, %arg274 : tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e447 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e449 = tensor.empty() : tensor<4096x3072xbf16>
    %z450 = linalg.fill ins(%c2 : bf16) outs(%e449 : tensor<4096x3072xbf16>) -> tensor<4096x3072xbf16>
    %r451 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x4096xbf16>, tensor<2048x3072xbf16>) outs(%z450 : tensor<4096x3072xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x3072xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e452 = tensor.empty() : tensor<2048x3072xbf16>
    %z453 = linalg.fill ins(%c2 : bf16) outs(%e452 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r454 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg277, %arg278 : tensor<2048x4096xbf16>, tensor<4096x3072xbf16>) outs(%z453 : tensor<2048x3072xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e455 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg279 : tensor<2x16x1024x256xbf16>) outs(%e455 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e457 = tensor.empty() : tensor<4096x3072xbf16>
    %z458 = linalg.fill ins(%c2 : bf16) outs(%e457 : tensor<4096x3072xbf16>) -> tensor<4096x3072xbf16>
    %r459 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg280, %arg281 : tensor<2048x4096xbf16>, tensor<2048x3072xbf16>) outs(%z458 : tensor<4096x3072xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x3072xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e460 = tensor.empty() : tensor<2048x3072xbf16>
    %z461 = linalg.fill ins(%c2 : bf16) outs(%e460 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r462 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg282, %arg283 : tensor<2048x4096xbf16>, tensor<4096x3072xbf16>) outs(%z461 : tensor<2048x3072xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e463 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg284, %arg285 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e463 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e465 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg286 : tensor<2x16x1024x256xbf16>) outs(%e465 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e467 = tensor.empty() : tensor<4096x3072xbf16>
    %z468 = linalg.fill ins(%c2 : bf16) outs(%e467 : tensor<4096x3072xbf16>) -> tensor<4096x3072xbf16>
    %r469 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg287, %arg288 : tensor<2048x4096xbf16>, tensor<2048x3072xbf16>) outs(%z468 : tensor<4096x3072xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e470 = tensor.empty() : tensor<2048x3072xbf16>
    %z471 = linalg.fill ins(%c2 : bf16) outs(%e470 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r472 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg289, %arg290 : tensor<2048x4096xbf16>, tensor<4096x3072xbf16>) outs(%z471 : tensor<2048x3072xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e473 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg291, %arg292 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e473 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e475 = tensor.empty() : tensor<2x1024x3072xf32>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg293 : tensor<2x1024x3072xbf16>) outs(%e475 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e477 = tensor.empty() : tensor<2x1024x3072xf32>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294, %arg295 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e477 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e479 = tensor.empty() : tensor<2x1024x3072xf32>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg296, %arg297 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e479 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e481 = tensor.empty() : tensor<3072xf32>
    %z482 = linalg.fill ins(%c1 : f32) outs(%e481 : tensor<3072xf32>) -> tensor<3072xf32>
    %r483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg298 : tensor<2x1024x3072xf32>) outs(%z482 : tensor<3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e484 = tensor.empty() : tensor<3072xbf16>
    %r485 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg299 : tensor<3072xf32>) outs(%e484 : tensor<3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e486 = tensor.empty() : tensor<2x1024x3072xf32>
    %r487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg300, %arg301 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e486 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e488 = tensor.empty() : tensor<2x1024x3072xf32>
    %r489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg302, %arg303 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e488 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e490 = tensor.empty() : tensor<2x1024xf32>
    %z491 = linalg.fill ins(%c1 : f32) outs(%e490 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg304 : tensor<2x1024x3072xf32>) outs(%z491 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e493 = tensor.empty() : tensor<2x1024xf32>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg305 : tensor<2x1024xf32>) outs(%e493 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e495 = tensor.empty() : tensor<2x1024xf32>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg306 : tensor<2x1024xf32>) outs(%e495 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e497 = tensor.empty() : tensor<2x1024xf32>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg307, %arg308 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e497 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e499 = tensor.empty() : tensor<2x1024x3072xf32>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg309 : tensor<2x1024xf32>) outs(%e499 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e501 = tensor.empty() : tensor<2x1024x3072xf32>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg310 : tensor<2x1024x3072xf32>) outs(%e501 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e503 = tensor.empty() : tensor<2x1024x3072xf32>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg311 : tensor<2x1024x3072xf32>) outs(%e503 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e505 = tensor.empty() : tensor<2x1024x3072xf32>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg312, %arg313 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e505 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e507 = tensor.empty() : tensor<2x1024x3072xf32>
    %r508 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg314, %arg315 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e507 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e509 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg316 : tensor<2x1024x3072xf32>) outs(%e509 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e511 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg317, %arg318 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e511 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e513 = tensor.empty() : tensor<3072x24576xbf16>
    %z514 = linalg.fill ins(%c2 : bf16) outs(%e513 : tensor<3072x24576xbf16>) -> tensor<3072x24576xbf16>
    %r515 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg319, %arg320 : tensor<2048x3072xbf16>, tensor<2048x24576xbf16>) outs(%z514 : tensor<3072x24576xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x24576xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e516 = tensor.empty() : tensor<2048x24576xbf16>
    %z517 = linalg.fill ins(%c2 : bf16) outs(%e516 : tensor<2048x24576xbf16>) -> tensor<2048x24576xbf16>
    %r518 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg321, %arg322 : tensor<2048x3072xbf16>, tensor<3072x24576xbf16>) outs(%z517 : tensor<2048x24576xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x24576xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e519 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg323, %arg324 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e519 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e521 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg325, %arg326 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e521 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e523 = tensor.empty() : tensor<24576x3072xbf16>
    %z524 = linalg.fill ins(%c2 : bf16) outs(%e523 : tensor<24576x3072xbf16>) -> tensor<24576x3072xbf16>
    %r525 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg327, %arg328 : tensor<2048x24576xbf16>, tensor<2048x3072xbf16>) outs(%z524 : tensor<24576x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<24576x3072xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e526 = tensor.empty() : tensor<2048x3072xbf16>
    %z527 = linalg.fill ins(%c2 : bf16) outs(%e526 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r528 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg329, %arg330 : tensor<2048x24576xbf16>, tensor<24576x3072xbf16>) outs(%z527 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e529 = tensor.empty() : tensor<2x1024x24576xbf16>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg331, %arg332 : tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>) outs(%e529 : tensor<2x1024x24576xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24576xbf16> loc("model.layers.0.mlp.act_fn:aten.gelu_backward.default")
    %e531 = tensor.empty() : tensor<24576x3072xbf16>
    %z532 = linalg.fill ins(%c2 : bf16) outs(%e531 : tensor<24576x3072xbf16>) -> tensor<24576x3072xbf16>
    %r533 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg333, %arg334 : tensor<2048x24576xbf16>, tensor<2048x3072xbf16>) outs(%z532 : tensor<24576x3072xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<24576x3072xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e534 = tensor.empty() : tensor<2048x3072xbf16>
    %z535 = linalg.fill ins(%c2 : bf16) outs(%e534 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r536 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg335, %arg336 : tensor<2048x24576xbf16>, tensor<24576x3072xbf16>) outs(%z535 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e537 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg337, %arg338 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e537 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e539 = tensor.empty() : tensor<2x1024x3072xf32>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg339 : tensor<2x1024x3072xbf16>) outs(%e539 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e541 = tensor.empty() : tensor<2x1024x3072xf32>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg340, %arg341 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e541 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e543 = tensor.empty() : tensor<2x1024x3072xf32>
    %r544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg342, %arg343 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e543 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e545 = tensor.empty() : tensor<3072xf32>
    %z546 = linalg.fill ins(%c1 : f32) outs(%e545 : tensor<3072xf32>) -> tensor<3072xf32>
    %r547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg344 : tensor<2x1024x3072xf32>) outs(%z546 : tensor<3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e548 = tensor.empty() : tensor<3072xbf16>
    %r549 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg345 : tensor<3072xf32>) outs(%e548 : tensor<3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e550 = tensor.empty() : tensor<2x1024x3072xf32>
    %r551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346, %arg347 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e550 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e552 = tensor.empty() : tensor<2x1024x3072xf32>
    %r553 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg348, %arg349 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e552 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e554 = tensor.empty() : tensor<2x1024xf32>
    %z555 = linalg.fill ins(%c1 : f32) outs(%e554 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg350 : tensor<2x1024x3072xf32>) outs(%z555 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e557 = tensor.empty() : tensor<2x1024xf32>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg351 : tensor<2x1024xf32>) outs(%e557 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e559 = tensor.empty() : tensor<2x1024xf32>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg352 : tensor<2x1024xf32>) outs(%e559 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e561 = tensor.empty() : tensor<2x1024xf32>
    %r562 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg353, %arg354 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e561 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e563 = tensor.empty() : tensor<2x1024x3072xf32>
    %r564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg355 : tensor<2x1024xf32>) outs(%e563 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e565 = tensor.empty() : tensor<2x1024x3072xf32>
    %r566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg356 : tensor<2x1024x3072xf32>) outs(%e565 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e567 = tensor.empty() : tensor<2x1024x3072xf32>
    %r568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg357 : tensor<2x1024x3072xf32>) outs(%e567 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e569 = tensor.empty() : tensor<2x1024x3072xf32>
    %r570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg358, %arg359 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e569 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e571 = tensor.empty() : tensor<2x1024x3072xf32>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg360, %arg361 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e571 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e573 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg362 : tensor<2x1024x3072xf32>) outs(%e573 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e575 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg363, %arg364 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e575 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e577 = tensor.empty() : tensor<3072x4096xbf16>
    %z578 = linalg.fill ins(%c2 : bf16) outs(%e577 : tensor<3072x4096xbf16>) -> tensor<3072x4096xbf16>
    %r579 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg365, %arg366 : tensor<2048x3072xbf16>, tensor<2048x4096xbf16>) outs(%z578 : tensor<3072x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3072x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e580 = tensor.empty() : tensor<2048x4096xbf16>
    %z581 = linalg.fill ins(%c2 : bf16) outs(%e580 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r582 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg367, %arg368 : tensor<2048x3072xbf16>, tensor<3072x4096xbf16>) outs(%z581 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e583 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg369, %arg370 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e583 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e585 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg371 : tensor<2x1024x16x128xbf16>) outs(%e585 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e587 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg372 : tensor<2x1024x16x128xbf16>) outs(%e587 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e589 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r590 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg373 : tensor<2x1024x16x128xbf16>) outs(%e589 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e591 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r592 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg374, %arg375 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e591 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e593 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg376, %arg377 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e593 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e595 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg378, %arg379 : tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e595 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e597 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg380, %arg381 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e597 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e599 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r600 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg382 : tensor<2x1024x16x128xbf16>) outs(%e599 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e601 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r602 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg383 : tensor<2x1024x16x128xbf16>) outs(%e601 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e603 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r604 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg384 : tensor<2x1024x16x128xbf16>) outs(%e603 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e605 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg385, %arg386 : tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>) outs(%e605 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e607 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg387, %arg388 : tensor<2x1024x16x256xbf16>, tensor<1024x256xbf16>) outs(%e607 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e609 = tensor.empty() : tensor<2x16x1024x256xbf16>
    %r610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg389, %arg390 : tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>) outs(%e609 : tensor<2x16x1024x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x256xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e611 = tensor.empty() : tensor<4096x3072xbf16>
    %z612 = linalg.fill ins(%c2 : bf16) outs(%e611 : tensor<4096x3072xbf16>) -> tensor<4096x3072xbf16>
    %r613 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg391, %arg392 : tensor<2048x4096xbf16>, tensor<2048x3072xbf16>) outs(%z612 : tensor<4096x3072xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x3072xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e614 = tensor.empty() : tensor<2048x3072xbf16>
    %z615 = linalg.fill ins(%c2 : bf16) outs(%e614 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r616 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg393, %arg394 : tensor<2048x4096xbf16>, tensor<4096x3072xbf16>) outs(%z615 : tensor<2048x3072xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e617 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg395 : tensor<2x16x1024x256xbf16>) outs(%e617 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e619 = tensor.empty() : tensor<4096x3072xbf16>
    %z620 = linalg.fill ins(%c2 : bf16) outs(%e619 : tensor<4096x3072xbf16>) -> tensor<4096x3072xbf16>
    %r621 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg396, %arg397 : tensor<2048x4096xbf16>, tensor<2048x3072xbf16>) outs(%z620 : tensor<4096x3072xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x3072xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e622 = tensor.empty() : tensor<2048x3072xbf16>
    %z623 = linalg.fill ins(%c2 : bf16) outs(%e622 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r624 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg398, %arg399 : tensor<2048x4096xbf16>, tensor<4096x3072xbf16>) outs(%z623 : tensor<2048x3072xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e625 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg400, %arg401 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e625 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e627 = tensor.empty() : tensor<2x1024x16x256xbf16>
    %r628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg402 : tensor<2x16x1024x256xbf16>) outs(%e627 : tensor<2x1024x16x256xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x256xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e629 = tensor.empty() : tensor<4096x3072xbf16>
    %z630 = linalg.fill ins(%c2 : bf16) outs(%e629 : tensor<4096x3072xbf16>) -> tensor<4096x3072xbf16>
    %r631 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg403, %arg404 : tensor<2048x4096xbf16>, tensor<2048x3072xbf16>) outs(%z630 : tensor<4096x3072xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e632 = tensor.empty() : tensor<2048x3072xbf16>
    %z633 = linalg.fill ins(%c2 : bf16) outs(%e632 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r634 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg405, %arg406 : tensor<2048x4096xbf16>, tensor<4096x3072xbf16>) outs(%z633 : tensor<2048x3072xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e635 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg407, %arg408 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e635 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e637 = tensor.empty() : tensor<2x1024x3072xf32>
    %r638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg409 : tensor<2x1024x3072xbf16>) outs(%e637 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e639 = tensor.empty() : tensor<2x1024x3072xf32>
    %r640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg410, %arg411 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e639 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e641 = tensor.empty() : tensor<2x1024x3072xf32>
    %r642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg412, %arg413 : tensor<2x1024x3072xf32>, tensor<3072xf32>) outs(%e641 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e643 = tensor.empty() : tensor<3072xf32>
    %z644 = linalg.fill ins(%c1 : f32) outs(%e643 : tensor<3072xf32>) -> tensor<3072xf32>
    %r645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg414 : tensor<2x1024x3072xf32>) outs(%z644 : tensor<3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<3072xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e646 = tensor.empty() : tensor<3072xbf16>
    %r647 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg415 : tensor<3072xf32>) outs(%e646 : tensor<3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e648 = tensor.empty() : tensor<2x1024x3072xf32>
    %r649 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg416, %arg417 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e648 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e650 = tensor.empty() : tensor<2x1024x3072xf32>
    %r651 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg418, %arg419 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e650 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e652 = tensor.empty() : tensor<2x1024xf32>
    %z653 = linalg.fill ins(%c1 : f32) outs(%e652 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg420 : tensor<2x1024x3072xf32>) outs(%z653 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e655 = tensor.empty() : tensor<2x1024xf32>
    %r656 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg421 : tensor<2x1024xf32>) outs(%e655 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e657 = tensor.empty() : tensor<2x1024xf32>
    %r658 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg422 : tensor<2x1024xf32>) outs(%e657 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e659 = tensor.empty() : tensor<2x1024xf32>
    %r660 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg423, %arg424 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e659 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e661 = tensor.empty() : tensor<2x1024x3072xf32>
    %r662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg425 : tensor<2x1024xf32>) outs(%e661 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e663 = tensor.empty() : tensor<2x1024x3072xf32>
    %r664 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg426 : tensor<2x1024x3072xf32>) outs(%e663 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e665 = tensor.empty() : tensor<2x1024x3072xf32>
    %r666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg427 : tensor<2x1024x3072xf32>) outs(%e665 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e667 = tensor.empty() : tensor<2x1024x3072xf32>
    %r668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg428, %arg429 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e667 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e669 = tensor.empty() : tensor<2x1024x3072xf32>
    %r670 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg430, %arg431 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e669 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e671 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r672 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg432 : tensor<2x1024x3072xf32>) outs(%e671 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e673 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r674 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg433, %arg434 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e673 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e675 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg435, %arg436 : tensor<2x1024x3072xbf16>, tensor<bf16>) outs(%e675 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.embed_tokens:aten.mul.Tensor")
    %e677 = tensor.empty() : tensor<256000x3072xbf16>
    %z678 = linalg.fill ins(%c2 : bf16) outs(%e677 : tensor<256000x3072xbf16>) -> tensor<256000x3072xbf16>
    %r679 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg437, %arg438 : tensor<2x1024xi64>, tensor<2x1024x3072xbf16>) outs(%z678 : tensor<256000x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<256000x3072xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    %e680 = tensor.empty() : tensor<256000x3072xbf16>
    %r681 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg439, %arg440 : tensor<256000x3072xbf16>, tensor<256000x3072xbf16>) outs(%e680 : tensor<256000x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<256000x3072xbf16> loc("model.embed_tokens:aten.add.Tensor")
    return %r2, %r4, %r6, %r8, %r10, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r31, %r34, %r36, %r38, %r40, %r42, %r44, %r46, %r48, %r51, %r54, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r73, %r75, %r77, %r87, %r101, %r104, %r93, %r107, %r109, %r111, %r113, %r116, %r118, %r120, %r122, %r124, %r126, %r128, %r130, %r133, %r135, %r138, %r140, %r143, %r145, %r147, %r149, %r152, %r154, %r156, %r158, %r160, %r162, %r164, %r166, %r169, %r172, %r175, %r177, %r179, %r181, %r183, %r185, %r187, %r189, %r191, %r193, %r195, %r205, %r219, %r222, %r211, %r225, %r227, %r229, %r231, %r234, %r236, %r238, %r240, %r242, %r244, %r246, %r248, %r251, %r253, %r256, %r258, %r261, %r263, %r265, %r267, %r270, %r272, %r274, %r276, %r278, %r280, %r282, %r284, %r287, %r289, %r291, %r293, %r296, %r301#0, %r301#1, %r303, %r306, %r308, %r311, %r314, %r316, %r318, %r320, %r323, %r325, %r327, %r329, %r332, %r334, %r336, %r338, %r340, %r342, %r344, %r346, %r348, %r350, %r353, %r356, %r358, %r360, %r363, %r366, %r368, %r371, %r374, %r376, %r378, %r380, %r382, %r385, %r387, %r389, %r391, %r394, %r396, %r398, %r400, %r402, %r404, %r406, %r408, %r410, %r412, %r414, %r417, %r420, %r422, %r424, %r426, %r428, %r430, %r432, %r434, %r436, %r438, %r440, %r442, %r444, %r446, %r448, %r451, %r454, %r456, %r459, %r462, %r464, %r466, %r469, %r472, %r474, %r476, %r478, %r480, %r483, %r485, %r487, %r489, %r492, %r494, %r496, %r498, %r500, %r502, %r504, %r506, %r508, %r510, %r512, %r515, %r518, %r520, %r522, %r525, %r528, %r530, %r533, %r536, %r538, %r540, %r542, %r544, %r547, %r549, %r551, %r553, %r556, %r558, %r560, %r562, %r564, %r566, %r568, %r570, %r572, %r574, %r576, %r579, %r582, %r584, %r586, %r588, %r590, %r592, %r594, %r596, %r598, %r600, %r602, %r604, %r606, %r608, %r610, %r613, %r616, %r618, %r621, %r624, %r626, %r628, %r631, %r634, %r636, %r638, %r640, %r642, %r645, %r647, %r649, %r651, %r654, %r656, %r658, %r660, %r662, %r664, %r666, %r668, %r670, %r672, %r674, %r676, %r679, %r681 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<128x1024xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024x256xbf16>, tensor<1024x256xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2048x256000xbf16>, tensor<2x1024x256000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x256000xf32>, tensor<f32>, tensor<f32>, tensor<2048x256000xf32>, tensor<2048x256000xf32>, tensor<2x1024x256000xbf16>, tensor<256000x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<3072x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x24576xbf16>, tensor<2048x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x24576xbf16>, tensor<24576x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x128xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x16x256xbf16>, tensor<4096x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<3072xf32>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<256000x3072xbf16>, tensor<256000x3072xbf16>
  }
}
