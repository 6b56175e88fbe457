module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<32000x4096xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<1024x128xf32>, %arg13: tensor<1024x128xf32>, %arg14: tensor<2x1024x4096xbf16>, %arg15: tensor<2x1024x4096xf32>, %arg16: tensor<2x1024x4096xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x4096xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x4096xf32>, %arg22: tensor<4096xbf16>, %arg23: tensor<2x1024x4096xbf16>, %arg24: tensor<2048x4096xbf16>, %arg25: tensor<4096x4096xbf16>, %arg26: tensor<2048x4096xbf16>, %arg27: tensor<4096x4096xbf16>, %arg28: tensor<2048x4096xbf16>, %arg29: tensor<4096x4096xbf16>, %arg30: tensor<2x1024x32x128xbf16>, %arg31: tensor<1024x128xbf16>, %arg32: tensor<2x1024x32x64xbf16>, %arg33: tensor<2x1024x32x64xbf16>, %arg34: tensor<2x1024x32x64xbf16>, %arg35: tensor<2x32x1024x128xbf16>, %arg36: tensor<1024x128xbf16>, %arg37: tensor<2x1024x32x128xbf16>, %arg38: tensor<2x32x1024x128xbf16>, %arg39: tensor<2x1024x32x128xbf16>, %arg40: tensor<1024x128xbf16>, %arg41: tensor<2x1024x32x64xbf16>, %arg42: tensor<2x1024x32x64xbf16>, %arg43: tensor<2x1024x32x64xbf16>, %arg44: tensor<2x32x1024x128xbf16>, %arg45: tensor<1024x128xbf16>, %arg46: tensor<2x1024x32x128xbf16>, %arg47: tensor<2x32x1024x128xbf16>, %arg48: tensor<2x32x1024x128xbf16>, %arg49: tensor<2x32x1024x128xbf16>, %arg50: tensor<2x32x1024x128xbf16>, %arg51: tensor<2x32x1024x128xbf16>, %arg52: tensor<2048x4096xbf16>, %arg53: tensor<4096x4096xbf16>, %arg54: tensor<2x1024x4096xbf16>, %arg55: tensor<2x1024x4096xbf16>, %arg56: tensor<2x1024x4096xbf16>, %arg57: tensor<2x1024x4096xf32>, %arg58: tensor<2x1024x4096xf32>, %arg59: tensor<2x1024xf32>, %arg60: tensor<2x1024xf32>, %arg61: tensor<2x1024x4096xf32>, %arg62: tensor<2x1024xf32>, %arg63: tensor<2x1024x4096xf32>, %arg64: tensor<4096xbf16>, %arg65: tensor<2x1024x4096xbf16>, %arg66: tensor<2048x4096xbf16>, %arg67: tensor<11008x4096xbf16>, %arg68: tensor<2x1024x11008xbf16>, %arg69: tensor<2048x4096xbf16>, %arg70: tensor<11008x4096xbf16>, %arg71: tensor<2x1024x11008xbf16>, %arg72: tensor<2x1024x11008xbf16>, %arg73: tensor<2048x11008xbf16>, %arg74: tensor<4096x11008xbf16>, %arg75: tensor<2x1024x4096xbf16>, %arg76: tensor<2x1024x4096xbf16>, %arg77: tensor<2x1024x4096xbf16>, %arg78: tensor<2x1024x4096xf32>, %arg79: tensor<2x1024x4096xf32>, %arg80: tensor<2x1024xf32>, %arg81: tensor<2x1024xf32>, %arg82: tensor<2x1024x4096xf32>, %arg83: tensor<2x1024xf32>, %arg84: tensor<2x1024x4096xf32>, %arg85: tensor<4096xbf16>, %arg86: tensor<2x1024x4096xbf16>, %arg87: tensor<2048x4096xbf16>, %arg88: tensor<4096x4096xbf16>, %arg89: tensor<2048x4096xbf16>, %arg90: tensor<4096x4096xbf16>, %arg91: tensor<2048x4096xbf16>, %arg92: tensor<4096x4096xbf16>, %arg93: tensor<2x1024x32x128xbf16>, %arg94: tensor<1024x128xbf16>, %arg95: tensor<2x1024x32x64xbf16>, %arg96: tensor<2x1024x32x64xbf16>, %arg97: tensor<2x1024x32x64xbf16>, %arg98: tensor<2x32x1024x128xbf16>, %arg99: tensor<1024x128xbf16>, %arg100: tensor<2x1024x32x128xbf16>, %arg101: tensor<2x32x1024x128xbf16>, %arg102: tensor<2x1024x32x128xbf16>, %arg103: tensor<1024x128xbf16>, %arg104: tensor<2x1024x32x64xbf16>, %arg105: tensor<2x1024x32x64xbf16>, %arg106: tensor<2x1024x32x64xbf16>, %arg107: tensor<2x32x1024x128xbf16>, %arg108: tensor<1024x128xbf16>, %arg109: tensor<2x1024x32x128xbf16>, %arg110: tensor<2x32x1024x128xbf16>, %arg111: tensor<2x32x1024x128xbf16>, %arg112: tensor<2x32x1024x128xbf16>, %arg113: tensor<2x32x1024x128xbf16>, %arg114: tensor<2x32x1024x128xbf16>, %arg115: tensor<2048x4096xbf16>, %arg116: tensor<4096x4096xbf16>, %arg117: tensor<2x1024x4096xbf16>, %arg118: tensor<2x1024x4096xbf16>, %arg119: tensor<2x1024x4096xbf16>, %arg120: tensor<2x1024x4096xf32>, %arg121: tensor<2x1024x4096xf32>, %arg122: tensor<2x1024xf32>, %arg123: tensor<2x1024xf32>, %arg124: tensor<2x1024x4096xf32>, %arg125: tensor<2x1024xf32>, %arg126: tensor<2x1024x4096xf32>, %arg127: tensor<4096xbf16>, %arg128: tensor<2x1024x4096xbf16>, %arg129: tensor<2048x4096xbf16>, %arg130: tensor<11008x4096xbf16>, %arg131: tensor<2x1024x11008xbf16>, %arg132: tensor<2048x4096xbf16>, %arg133: tensor<11008x4096xbf16>, %arg134: tensor<2x1024x11008xbf16>, %arg135: tensor<2x1024x11008xbf16>, %arg136: tensor<2048x11008xbf16>, %arg137: tensor<4096x11008xbf16>, %arg138: tensor<2x1024x4096xbf16>, %arg139: tensor<2x1024x4096xbf16>, %arg140: tensor<2x1024x4096xbf16>, %arg141: tensor<2x1024x4096xf32>, %arg142: tensor<2x1024x4096xf32>, %arg143: tensor<2x1024xf32>, %arg144: tensor<2x1024xf32>, %arg145: tensor<2x1024x4096xf32>, %arg146: tensor<2x1024xf32>, %arg147: tensor<2x1024x4096xf32>, %arg148: tensor<4096xbf16>, %arg149: tensor<2x1024x4096xbf16>, %arg150: tensor<2048x4096xbf16>, %arg151: tensor<32000x4096xbf16>, %arg152: tensor<2x1024x32000xbf16>, %arg153: tensor<2x1024xi64>, %arg154: tensor<2x1024xi64>, %arg155: tensor<2048x32000xf32>, %arg156: tensor<2048xi64>, %arg157: tensor<f32>, %arg158: tensor<2048xi64>, %arg159: tensor<f32>, %arg160: tensor<2048x32000xf32>, %arg161: tensor<2048x32000xf32>, %arg162: tensor<2x1024x32000xf32>, %arg163: tensor<2048x32000xbf16>, %arg164: tensor<2048x4096xbf16>, %arg165: tensor<2048x32000xbf16>, %arg166: tensor<32000x4096xbf16>, %arg167: tensor<2x1024x4096xbf16>, %arg168: tensor<4096xbf16>, %arg169: tensor<2x1024x4096xbf16>, %arg170: tensor<2x1024x4096xbf16>, %arg171: tensor<2x1024x4096xbf16>, %arg172: tensor<2x1024x4096xbf16>, %arg173: tensor<2x1024x4096xf32>, %arg174: tensor<2x1024x4096xf32>, %arg175: tensor<2x1024x4096xf32>, %arg176: tensor<2x1024xf32>, %arg177: tensor<2x1024x4096xf32>, %arg178: tensor<2x1024xf32>, %arg179: tensor<2x1024xf32>, %arg180: tensor<2x1024xf32>, %arg181: tensor<2x1024xf32>, %arg182: tensor<2x1024xf32>, %arg183: tensor<2x1024x4096xf32>, %arg184: tensor<2x1024x4096xf32>, %arg185: tensor<2x1024x4096xf32>, %arg186: tensor<2x1024x4096xf32>, %arg187: tensor<2x1024x4096xf32>, %arg188: tensor<2x1024x4096xf32>, %arg189: tensor<2x1024x4096xf32>, %arg190: tensor<2048x4096xbf16>, %arg191: tensor<2048x11008xbf16>, %arg192: tensor<2048x4096xbf16>, %arg193: tensor<4096x11008xbf16>, %arg194: tensor<2x1024x11008xbf16>, %arg195: tensor<2x1024x11008xbf16>, %arg196: tensor<2x1024x11008xbf16>, %arg197: tensor<2x1024x11008xbf16>, %arg198: tensor<2048x11008xbf16>, %arg199: tensor<2048x4096xbf16>, %arg200: tensor<2048x11008xbf16>, %arg201: tensor<11008x4096xbf16>, %arg202: tensor<2x1024x11008xbf16>, %arg203: tensor<2x1024x11008xbf16>, %arg204: tensor<2048x11008xbf16>, %arg205: tensor<2048x4096xbf16>, %arg206: tensor<2048x11008xbf16>, %arg207: tensor<11008x4096xbf16>, %arg208: tensor<2x1024x4096xbf16>, %arg209: tensor<2x1024x4096xbf16>, %arg210: tensor<2x1024x4096xbf16>, %arg211: tensor<4096xbf16>, %arg212: tensor<2x1024x4096xbf16>, %arg213: tensor<2x1024x4096xbf16>, %arg214: tensor<2x1024x4096xbf16>, %arg215: tensor<2x1024x4096xbf16>, %arg216: tensor<2x1024x4096xf32>, %arg217: tensor<2x1024x4096xf32>, %arg218: tensor<2x1024x4096xf32>, %arg219: tensor<2x1024xf32>, %arg220: tensor<2x1024x4096xf32>, %arg221: tensor<2x1024xf32>, %arg222: tensor<2x1024xf32>, %arg223: tensor<2x1024xf32>, %arg224: tensor<2x1024xf32>, %arg225: tensor<2x1024xf32>, %arg226: tensor<2x1024x4096xf32>, %arg227: tensor<2x1024x4096xf32>, %arg228: tensor<2x1024x4096xf32>, %arg229: tensor<2x1024x4096xf32>, %arg230: tensor<2x1024x4096xf32>, %arg231: tensor<2x1024x4096xf32>, %arg232: tensor<2x1024x4096xf32>, %arg233: tensor<2x1024x4096xbf16>, %arg234: tensor<2x1024x4096xbf16>, %arg235: tensor<2048x4096xbf16>, %arg236: tensor<2048x4096xbf16>, %arg237: tensor<2048x4096xbf16>, %arg238: tensor<4096x4096xbf16>, %arg239: tensor<2x1024x32x128xbf16>, %arg240: tensor<1024x128xbf16>, %arg241: tensor<2x1024x32x64xbf16>, %arg242: tensor<2x1024x32x64xbf16>, %arg243: tensor<2x1024x32x64xbf16>, %arg244: tensor<2x32x1024x128xbf16>, %arg245: tensor<2x32x1024x128xbf16>, %arg246: tensor<2x1024x32x128xbf16>, %arg247: tensor<1024x128xbf16>, %arg248: tensor<2x32x1024x128xbf16>, %arg249: tensor<2x1024x32x128xbf16>, %arg250: tensor<2x1024x32x128xbf16>, %arg251: tensor<1024x128xbf16>, %arg252: tensor<2x1024x32x64xbf16>, %arg253: tensor<2x1024x32x64xbf16>, %arg254: tensor<2x1024x32x64xbf16>, %arg255: tensor<2x32x1024x128xbf16>, %arg256: tensor<2x32x1024x128xbf16>, %arg257: tensor<2x1024x32x128xbf16>, %arg258: tensor<1024x128xbf16>, %arg259: tensor<2x32x1024x128xbf16>, %arg260: tensor<2x1024x32x128xbf16>, %arg261: tensor<2048x4096xbf16>, %arg262: tensor<2048x4096xbf16>, %arg263: tensor<2048x4096xbf16>, %arg264: tensor<4096x4096xbf16>, %arg265: tensor<2x32x1024x128xbf16>, %arg266: tensor<2048x4096xbf16>, %arg267: tensor<2048x4096xbf16>, %arg268: tensor<2048x4096xbf16>, %arg269: tensor<4096x4096xbf16>, %arg270: tensor<2x1024x4096xbf16>, %arg271: tensor<2x1024x4096xbf16>, %arg272: tensor<2x32x1024x128xbf16>, %arg273: tensor<2048x4096xbf16>, %arg274: tensor<2048x4096xbf16>, %arg275: tensor<2048x4096xbf16>, %arg276: tensor<4096x4096xbf16>, %arg277: tensor<2x1024x4096xbf16>, %arg278: tensor<2x1024x4096xbf16>, %arg279: tensor<2x1024x4096xbf16>, %arg280: tensor<4096xbf16>, %arg281: tensor<2x1024x4096xbf16>, %arg282: tensor<2x1024x4096xbf16>, %arg283: tensor<2x1024x4096xbf16>, %arg284: tensor<2x1024x4096xbf16>, %arg285: tensor<2x1024x4096xf32>, %arg286: tensor<2x1024x4096xf32>, %arg287: tensor<2x1024x4096xf32>, %arg288: tensor<2x1024xf32>, %arg289: tensor<2x1024x4096xf32>, %arg290: tensor<2x1024xf32>, %arg291: tensor<2x1024xf32>, %arg292: tensor<2x1024xf32>, %arg293: tensor<2x1024xf32>, %arg294: tensor<2x1024xf32>, %arg295: tensor<2x1024x4096xf32>, %arg296: tensor<2x1024x4096xf32>, %arg297: tensor<2x1024x4096xf32>, %arg298: tensor<2x1024x4096xf32>, %arg299: tensor<2x1024x4096xf32>, %arg300: tensor<2x1024x4096xf32>, %arg301: tensor<2x1024x4096xf32>, %arg302: tensor<2x1024x4096xbf16>, %arg303: tensor<2x1024x4096xbf16>, %arg304: tensor<2048x4096xbf16>, %arg305: tensor<2048x11008xbf16>, %arg306: tensor<2048x4096xbf16>, %arg307: tensor<4096x11008xbf16>, %arg308: tensor<2x1024x11008xbf16>, %arg309: tensor<2x1024x11008xbf16>, %arg310: tensor<2x1024x11008xbf16>, %arg311: tensor<2x1024x11008xbf16>, %arg312: tensor<2048x11008xbf16>, %arg313: tensor<2048x4096xbf16>, %arg314: tensor<2048x11008xbf16>, %arg315: tensor<11008x4096xbf16>, %arg316: tensor<2x1024x11008xbf16>, %arg317: tensor<2x1024x11008xbf16>, %arg318: tensor<2048x11008xbf16>, %arg319: tensor<2048x4096xbf16>, %arg320: tensor<2048x11008xbf16>, %arg321: tensor<11008x4096xbf16>, %arg322: tensor<2x1024x4096xbf16>, %arg323: tensor<2x1024x4096xbf16>, %arg324: tensor<2x1024x4096xbf16>, %arg325: tensor<4096xbf16>, %arg326: tensor<2x1024x4096xbf16>, %arg327: tensor<2x1024x4096xbf16>, %arg328: tensor<2x1024x4096xbf16>, %arg329: tensor<2x1024x4096xbf16>, %arg330: tensor<2x1024x4096xf32>, %arg331: tensor<2x1024x4096xf32>, %arg332: tensor<2x1024x4096xf32>, %arg333: tensor<2x1024xf32>, %arg334: tensor<2x1024x4096xf32>, %arg335: tensor<2x1024xf32>, %arg336: tensor<2x1024xf32>, %arg337: tensor<2x1024xf32>, %arg338: tensor<2x1024xf32>, %arg339: tensor<2x1024xf32>, %arg340: tensor<2x1024x4096xf32>, %arg341: tensor<2x1024x4096xf32>, %arg342: tensor<2x1024x4096xf32>, %arg343: tensor<2x1024x4096xf32>, %arg344: tensor<2x1024x4096xf32>, %arg345: tensor<2x1024x4096xf32>, %arg346: tensor<2x1024x4096xf32>, %arg347: tensor<2x1024x4096xbf16>, %arg348: tensor<2x1024x4096xbf16>, %arg349: tensor<2048x4096xbf16>, %arg350: tensor<2048x4096xbf16>, %arg351: tensor<2048x4096xbf16>, %arg352: tensor<4096x4096xbf16>, %arg353: tensor<2x1024x32x128xbf16>, %arg354: tensor<1024x128xbf16>, %arg355: tensor<2x1024x32x64xbf16>, %arg356: tensor<2x1024x32x64xbf16>, %arg357: tensor<2x1024x32x64xbf16>, %arg358: tensor<2x32x1024x128xbf16>, %arg359: tensor<2x32x1024x128xbf16>, %arg360: tensor<2x1024x32x128xbf16>, %arg361: tensor<1024x128xbf16>, %arg362: tensor<2x32x1024x128xbf16>, %arg363: tensor<2x1024x32x128xbf16>, %arg364: tensor<2x1024x32x128xbf16>, %arg365: tensor<1024x128xbf16>, %arg366: tensor<2x1024x32x64xbf16>, %arg367: tensor<2x1024x32x64xbf16>, %arg368: tensor<2x1024x32x64xbf16>, %arg369: tensor<2x32x1024x128xbf16>, %arg370: tensor<2x32x1024x128xbf16>, %arg371: tensor<2x1024x32x128xbf16>, %arg372: tensor<1024x128xbf16>, %arg373: tensor<2x32x1024x128xbf16>, %arg374: tensor<2x1024x32x128xbf16>, %arg375: tensor<2048x4096xbf16>, %arg376: tensor<2048x4096xbf16>, %arg377: tensor<2048x4096xbf16>, %arg378: tensor<4096x4096xbf16>, %arg379: tensor<2x32x1024x128xbf16>, %arg380: tensor<2048x4096xbf16>, %arg381: tensor<2048x4096xbf16>, %arg382: tensor<2048x4096xbf16>, %arg383: tensor<4096x4096xbf16>, %arg384: tensor<2x1024x4096xbf16>, %arg385: tensor<2x1024x4096xbf16>, %arg386: tensor<2x32x1024x128xbf16>, %arg387: tensor<2048x4096xbf16>, %arg388: tensor<2048x4096xbf16>, %arg389: tensor<2048x4096xbf16>, %arg390: tensor<4096x4096xbf16>, %arg391: tensor<2x1024x4096xbf16>, %arg392: tensor<2x1024x4096xbf16>, %arg393: tensor<2x1024x4096xbf16>, %arg394: tensor<4096xbf16>, %arg395: tensor<2x1024x4096xbf16>, %arg396: tensor<2x1024x4096xbf16>, %arg397: tensor<2x1024x4096xbf16>, %arg398: tensor<2x1024x4096xbf16>, %arg399: tensor<2x1024x4096xf32>, %arg400: tensor<2x1024x4096xf32>, %arg401: tensor<2x1024x4096xf32>, %arg402: tensor<2x1024xf32>, %arg403: tensor<2x1024x4096xf32>, %arg404: tensor<2x1024xf32>, %arg405: tensor<2x1024xf32>, %arg406: tensor<2x1024xf32>, %arg407: tensor<2x1024xf32>, %arg408: tensor<2x1024xf32>, %arg409: tensor<2x1024x4096xf32>, %arg410: tensor<2x1024x4096xf32>, %arg411: tensor<2x1024x4096xf32>, %arg412: tensor<2x1024x4096xf32>, %arg413: tensor<2x1024x4096xf32>, %arg414: tensor<2x1024x4096xf32>, %arg415: tensor<2x1024x4096xf32>, %arg416: tensor<2x1024x4096xbf16>, %arg417: tensor<2x1024x4096xbf16>, %arg418: tensor<2x1024xi64>, %arg419: tensor<2x1024x4096xbf16>) -> (tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>) {
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
    %e46 = tensor.empty() : tensor<2048x4096xbf16>
    %z47 = linalg.fill ins(%c2 : bf16) outs(%e46 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r48 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg26, %arg27 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z47 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e49 = tensor.empty() : tensor<2048x4096xbf16>
    %z50 = linalg.fill ins(%c2 : bf16) outs(%e49 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r51 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg28, %arg29 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z50 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
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
    %e62 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e62 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e64 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg41 : tensor<2x1024x32x64xbf16>) outs(%e64 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e66 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg42, %arg43 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e66 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e68 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg44, %arg45 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e68 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e70 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e70 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e72 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z73 = linalg.fill ins(%c2 : bf16) outs(%e72 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg48, %arg49 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z73 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e76 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r74 : tensor<2x32x1024x1024xbf16>) outs(%e76 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e78 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p77 = linalg.softmax dimension(3) ins(%m75 : tensor<2x32x1024x1024xbf16>) outs(%e78 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e79 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z80 = linalg.fill ins(%c2 : bf16) outs(%e79 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p77, %arg50 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z80 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e82 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z83 = linalg.fill ins(%c2 : bf16) outs(%e82 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg51, %arg50 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z83 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e85 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z86 = linalg.fill ins(%c2 : bf16) outs(%e85 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p77, %arg51 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z86 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e88 = tensor.empty() : tensor<2x32x1024xbf16>
    %z89 = linalg.fill ins(%c2 : bf16) outs(%e88 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p77, %r84 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z89 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e92 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p77, %r84, %rs90 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e92 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e93 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z94 = linalg.fill ins(%c2 : bf16) outs(%e93 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds91, %arg49 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z94 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e96 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z97 = linalg.fill ins(%c2 : bf16) outs(%e96 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds91, %arg48 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z97 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e99 = tensor.empty() : tensor<2048x4096xbf16>
    %z100 = linalg.fill ins(%c2 : bf16) outs(%e99 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r101 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg52, %arg53 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z100 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e102 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54, %arg55 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e102 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e104 = tensor.empty() : tensor<2x1024x4096xf32>
    %r105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x1024x4096xbf16>) outs(%e104 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e106 = tensor.empty() : tensor<2x1024x4096xf32>
    %r107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57 : tensor<2x1024x4096xf32>) outs(%e106 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e108 = tensor.empty() : tensor<2x1024xf32>
    %z109 = linalg.fill ins(%c1 : f32) outs(%e108 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg58 : tensor<2x1024x4096xf32>) outs(%z109 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mean.dim")
    %e111 = tensor.empty() : tensor<2x1024xf32>
    %r112 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg59 : tensor<2x1024xf32>) outs(%e111 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e113 = tensor.empty() : tensor<2x1024xf32>
    %r114 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<2x1024xf32>) outs(%e113 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.rsqrt.default")
    %e115 = tensor.empty() : tensor<2x1024x4096xf32>
    %r116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg61, %arg62 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e115 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e117 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63 : tensor<2x1024x4096xf32>) outs(%e117 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e119 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64, %arg65 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e119 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e121 = tensor.empty() : tensor<2048x11008xbf16>
    %z122 = linalg.fill ins(%c2 : bf16) outs(%e121 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r123 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg66, %arg67 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z122 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e124 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg68 : tensor<2x1024x11008xbf16>) outs(%e124 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp.act_fn:aten.silu.default")
    %e126 = tensor.empty() : tensor<2048x11008xbf16>
    %z127 = linalg.fill ins(%c2 : bf16) outs(%e126 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r128 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg69, %arg70 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z127 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e129 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71, %arg72 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e129 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e131 = tensor.empty() : tensor<2048x4096xbf16>
    %z132 = linalg.fill ins(%c2 : bf16) outs(%e131 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r133 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg73, %arg74 : tensor<2048x11008xbf16>, tensor<4096x11008xbf16>) outs(%z132 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e134 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r135 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75, %arg76 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e134 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0:aten.add.Tensor")
    %e136 = tensor.empty() : tensor<2x1024x4096xf32>
    %r137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77 : tensor<2x1024x4096xbf16>) outs(%e136 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e138 = tensor.empty() : tensor<2x1024x4096xf32>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg78 : tensor<2x1024x4096xf32>) outs(%e138 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e140 = tensor.empty() : tensor<2x1024xf32>
    %z141 = linalg.fill ins(%c1 : f32) outs(%e140 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg79 : tensor<2x1024x4096xf32>) outs(%z141 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e143 = tensor.empty() : tensor<2x1024xf32>
    %r144 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<2x1024xf32>) outs(%e143 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e145 = tensor.empty() : tensor<2x1024xf32>
    %r146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<2x1024xf32>) outs(%e145 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e147 = tensor.empty() : tensor<2x1024x4096xf32>
    %r148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg82, %arg83 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e147 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e149 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<2x1024x4096xf32>) outs(%e149 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e151 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85, %arg86 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e151 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e153 = tensor.empty() : tensor<2048x4096xbf16>
    %z154 = linalg.fill ins(%c2 : bf16) outs(%e153 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r155 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg87, %arg88 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z154 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e156 = tensor.empty() : tensor<2048x4096xbf16>
    %z157 = linalg.fill ins(%c2 : bf16) outs(%e156 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r158 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg89, %arg90 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z157 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e159 = tensor.empty() : tensor<2048x4096xbf16>
    %z160 = linalg.fill ins(%c2 : bf16) outs(%e159 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r161 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg91, %arg92 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z160 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e162 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg93, %arg94 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e162 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e164 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg95 : tensor<2x1024x32x64xbf16>) outs(%e164 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e166 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg96, %arg97 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e166 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e168 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg98, %arg99 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e168 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e170 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg100, %arg101 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e170 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e172 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e172 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e174 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104 : tensor<2x1024x32x64xbf16>) outs(%e174 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e176 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg105, %arg106 : tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>) outs(%e176 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e178 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg107, %arg108 : tensor<2x32x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e178 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e180 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109, %arg110 : tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e180 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e182 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z183 = linalg.fill ins(%c2 : bf16) outs(%e182 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r184 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg111, %arg112 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z183 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e186 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r184 : tensor<2x32x1024x1024xbf16>) outs(%e186 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e188 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p187 = linalg.softmax dimension(3) ins(%m185 : tensor<2x32x1024x1024xbf16>) outs(%e188 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e189 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z190 = linalg.fill ins(%c2 : bf16) outs(%e189 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p187, %arg113 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z190 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e192 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z193 = linalg.fill ins(%c2 : bf16) outs(%e192 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r194 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg114, %arg113 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%z193 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e195 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z196 = linalg.fill ins(%c2 : bf16) outs(%e195 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p187, %arg114 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z196 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e198 = tensor.empty() : tensor<2x32x1024xbf16>
    %z199 = linalg.fill ins(%c2 : bf16) outs(%e198 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p187, %r194 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z199 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e202 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p187, %r194, %rs200 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e202 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e203 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z204 = linalg.fill ins(%c2 : bf16) outs(%e203 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds201, %arg112 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z204 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e206 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %z207 = linalg.fill ins(%c2 : bf16) outs(%e206 : tensor<2x32x1024x128xbf16>) -> tensor<2x32x1024x128xbf16>
    %r208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds201, %arg111 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x128xbf16>) outs(%z207 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e209 = tensor.empty() : tensor<2048x4096xbf16>
    %z210 = linalg.fill ins(%c2 : bf16) outs(%e209 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r211 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg115, %arg116 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z210 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e212 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r213 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e212 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e214 = tensor.empty() : tensor<2x1024x4096xf32>
    %r215 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119 : tensor<2x1024x4096xbf16>) outs(%e214 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e216 = tensor.empty() : tensor<2x1024x4096xf32>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120 : tensor<2x1024x4096xf32>) outs(%e216 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e218 = tensor.empty() : tensor<2x1024xf32>
    %z219 = linalg.fill ins(%c1 : f32) outs(%e218 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg121 : tensor<2x1024x4096xf32>) outs(%z219 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e221 = tensor.empty() : tensor<2x1024xf32>
    %r222 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<2x1024xf32>) outs(%e221 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e223 = tensor.empty() : tensor<2x1024xf32>
    %r224 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg123 : tensor<2x1024xf32>) outs(%e223 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e225 = tensor.empty() : tensor<2x1024x4096xf32>
    %r226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg124, %arg125 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e225 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e227 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg126 : tensor<2x1024x4096xf32>) outs(%e227 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e229 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127, %arg128 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e229 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e231 = tensor.empty() : tensor<2048x11008xbf16>
    %z232 = linalg.fill ins(%c2 : bf16) outs(%e231 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r233 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg129, %arg130 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z232 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e234 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg131 : tensor<2x1024x11008xbf16>) outs(%e234 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp.act_fn:aten.silu.default")
    %e236 = tensor.empty() : tensor<2048x11008xbf16>
    %z237 = linalg.fill ins(%c2 : bf16) outs(%e236 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r238 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg132, %arg133 : tensor<2048x4096xbf16>, tensor<11008x4096xbf16>) outs(%z237 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x11008xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e239 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg134, %arg135 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e239 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e241 = tensor.empty() : tensor<2048x4096xbf16>
    %z242 = linalg.fill ins(%c2 : bf16) outs(%e241 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r243 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg136, %arg137 : tensor<2048x11008xbf16>, tensor<4096x11008xbf16>) outs(%z242 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e244 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138, %arg139 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e244 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1:aten.add.Tensor")
    %e246 = tensor.empty() : tensor<2x1024x4096xf32>
    %r247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg140 : tensor<2x1024x4096xbf16>) outs(%e246 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e248 = tensor.empty() : tensor<2x1024x4096xf32>
    %r249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141 : tensor<2x1024x4096xf32>) outs(%e248 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e250 = tensor.empty() : tensor<2x1024xf32>
    %z251 = linalg.fill ins(%c1 : f32) outs(%e250 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg142 : tensor<2x1024x4096xf32>) outs(%z251 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e253 = tensor.empty() : tensor<2x1024xf32>
    %r254 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg143 : tensor<2x1024xf32>) outs(%e253 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e255 = tensor.empty() : tensor<2x1024xf32>
    %r256 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg144 : tensor<2x1024xf32>) outs(%e255 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e257 = tensor.empty() : tensor<2x1024x4096xf32>
    %r258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145, %arg146 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e257 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e259 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg147 : tensor<2x1024x4096xf32>) outs(%e259 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e261 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148, %arg149 : tensor<4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e261 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e263 = tensor.empty() : tensor<2048x32000xbf16>
    %z264 = linalg.fill ins(%c2 : bf16) outs(%e263 : tensor<2048x32000xbf16>) -> tensor<2048x32000xbf16>
    %r265 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg150, %arg151 : tensor<2048x4096xbf16>, tensor<32000x4096xbf16>) outs(%z264 : tensor<2048x32000xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x32000xbf16> loc("lm_head:aten.mm.default")
    %e266 = tensor.empty() : tensor<2x1024x32000xf32>
    %r267 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg152 : tensor<2x1024x32000xbf16>) outs(%e266 : tensor<2x1024x32000xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32000xf32> loc("aten._to_copy.default")
    %e268 = tensor.empty() : tensor<2x1025xi64>
    %r269 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg153 : tensor<2x1024xi64>) outs(%e268 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e270 = tensor.empty() : tensor<2x1024xi64>
    %r271 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg154 : tensor<2x1024xi64>) outs(%e270 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e272 = tensor.empty() : tensor<2048x32000xf32>
    %z273 = linalg.fill ins(%c1 : f32) outs(%e272 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r274 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg155 : tensor<2048x32000xf32>) outs(%z273 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax.default")
    %e275 = tensor.empty() : tensor<f32>
    %z276 = linalg.fill ins(%c1 : f32) outs(%e275 : tensor<f32>) -> tensor<f32>
    %e277 = tensor.empty() : tensor<f32>
    %z278 = linalg.fill ins(%c1 : f32) outs(%e277 : tensor<f32>) -> tensor<f32>
    %r279:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg156 : tensor<2048xi64>) outs(%z276, %z278 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e280 = tensor.empty() : tensor<2048x32000xf32>
    %r281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157, %arg158, %arg159 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e280 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x32000xf32> loc("aten.nll_loss_backward.default")
    %e282 = tensor.empty() : tensor<2048x32000xf32>
    %z283 = linalg.fill ins(%c1 : f32) outs(%e282 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg160, %arg161 : tensor<2048x32000xf32>, tensor<2048x32000xf32>) outs(%z283 : tensor<2048x32000xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x32000xf32> loc("aten._log_softmax_backward_data.default")
    %e285 = tensor.empty() : tensor<2x1024x32000xbf16>
    %r286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg162 : tensor<2x1024x32000xf32>) outs(%e285 : tensor<2x1024x32000xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32000xbf16> loc("aten._to_copy.default")
    %e287 = tensor.empty() : tensor<32000x4096xbf16>
    %z288 = linalg.fill ins(%c2 : bf16) outs(%e287 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r289 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg163, %arg164 : tensor<2048x32000xbf16>, tensor<2048x4096xbf16>) outs(%z288 : tensor<32000x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<32000x4096xbf16> loc("lm_head:aten.mm.default")
    %e290 = tensor.empty() : tensor<2048x4096xbf16>
    %z291 = linalg.fill ins(%c2 : bf16) outs(%e290 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r292 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg165, %arg166 : tensor<2048x32000xbf16>, tensor<32000x4096xbf16>) outs(%z291 : tensor<2048x4096xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("lm_head:aten.mm.default")
    %e293 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg167, %arg168 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e293 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e295 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg169, %arg170 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e295 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten.mul.Tensor")
    %e297 = tensor.empty() : tensor<4096xbf16>
    %z298 = linalg.fill ins(%c2 : bf16) outs(%e297 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg171 : tensor<2x1024x4096xbf16>) outs(%z298 : tensor<4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.norm:aten.sum.dim_IntList")
    %e300 = tensor.empty() : tensor<2x1024x4096xf32>
    %r301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg172 : tensor<2x1024x4096xbf16>) outs(%e300 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten._to_copy.default")
    %e302 = tensor.empty() : tensor<2x1024x4096xf32>
    %r303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173, %arg174 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e302 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e304 = tensor.empty() : tensor<2x1024x4096xf32>
    %r305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175, %arg176 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e304 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e306 = tensor.empty() : tensor<2x1024xf32>
    %z307 = linalg.fill ins(%c1 : f32) outs(%e306 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg177 : tensor<2x1024x4096xf32>) outs(%z307 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e309 = tensor.empty() : tensor<2x1024xf32>
    %r310 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg178 : tensor<2x1024xf32>) outs(%e309 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e311 = tensor.empty() : tensor<2x1024xf32>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg179 : tensor<2x1024xf32>) outs(%e311 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e313 = tensor.empty() : tensor<2x1024xf32>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg180, %arg181 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e313 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e315 = tensor.empty() : tensor<2x1024x4096xf32>
    %r316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182 : tensor<2x1024xf32>) outs(%e315 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.div.Scalar")
    %e317 = tensor.empty() : tensor<2x1024x4096xf32>
    %r318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg183 : tensor<2x1024x4096xf32>) outs(%e317 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e319 = tensor.empty() : tensor<2x1024x4096xf32>
    %r320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg184 : tensor<2x1024x4096xf32>) outs(%e319 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Scalar")
    %e321 = tensor.empty() : tensor<2x1024x4096xf32>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg185, %arg186 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e321 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.mul.Tensor")
    %e323 = tensor.empty() : tensor<2x1024x4096xf32>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187, %arg188 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e323 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.norm:aten.add.Tensor")
    %e325 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg189 : tensor<2x1024x4096xf32>) outs(%e325 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.norm:aten._to_copy.default")
    %e327 = tensor.empty() : tensor<4096x11008xbf16>
    %z328 = linalg.fill ins(%c2 : bf16) outs(%e327 : tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %r329 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg190, %arg191 : tensor<2048x4096xbf16>, tensor<2048x11008xbf16>) outs(%z328 : tensor<4096x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x11008xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e330 = tensor.empty() : tensor<2048x11008xbf16>
    %z331 = linalg.fill ins(%c2 : bf16) outs(%e330 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r332 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg192, %arg193 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%z331 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x11008xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e333 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg194, %arg195 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e333 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e335 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg196, %arg197 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e335 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e337 = tensor.empty() : tensor<11008x4096xbf16>
    %z338 = linalg.fill ins(%c2 : bf16) outs(%e337 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r339 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg198, %arg199 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z338 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e340 = tensor.empty() : tensor<2048x4096xbf16>
    %z341 = linalg.fill ins(%c2 : bf16) outs(%e340 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r342 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg200, %arg201 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z341 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e343 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg202, %arg203 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e343 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.1.mlp.act_fn:aten.silu_backward.default")
    %e345 = tensor.empty() : tensor<11008x4096xbf16>
    %z346 = linalg.fill ins(%c2 : bf16) outs(%e345 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r347 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg204, %arg205 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z346 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e348 = tensor.empty() : tensor<2048x4096xbf16>
    %z349 = linalg.fill ins(%c2 : bf16) outs(%e348 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r350 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg206, %arg207 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z349 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e351 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg208, %arg209 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e351 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e353 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e353 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e355 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg212, %arg213 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e355 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e357 = tensor.empty() : tensor<4096xbf16>
    %z358 = linalg.fill ins(%c2 : bf16) outs(%e357 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg214 : tensor<2x1024x4096xbf16>) outs(%z358 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e360 = tensor.empty() : tensor<2x1024x4096xf32>
    %r361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg215 : tensor<2x1024x4096xbf16>) outs(%e360 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e362 = tensor.empty() : tensor<2x1024x4096xf32>
    %r363 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg216, %arg217 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e362 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e364 = tensor.empty() : tensor<2x1024x4096xf32>
    %r365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %arg219 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e364 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e366 = tensor.empty() : tensor<2x1024xf32>
    %z367 = linalg.fill ins(%c1 : f32) outs(%e366 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg220 : tensor<2x1024x4096xf32>) outs(%z367 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e369 = tensor.empty() : tensor<2x1024xf32>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg221 : tensor<2x1024xf32>) outs(%e369 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e371 = tensor.empty() : tensor<2x1024xf32>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg222 : tensor<2x1024xf32>) outs(%e371 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e373 = tensor.empty() : tensor<2x1024xf32>
    %r374 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg223, %arg224 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e373 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e375 = tensor.empty() : tensor<2x1024x4096xf32>
    %r376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2x1024xf32>) outs(%e375 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e377 = tensor.empty() : tensor<2x1024x4096xf32>
    %r378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x1024x4096xf32>) outs(%e377 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e379 = tensor.empty() : tensor<2x1024x4096xf32>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227 : tensor<2x1024x4096xf32>) outs(%e379 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e381 = tensor.empty() : tensor<2x1024x4096xf32>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg228, %arg229 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e381 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e383 = tensor.empty() : tensor<2x1024x4096xf32>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg230, %arg231 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e383 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e385 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg232 : tensor<2x1024x4096xf32>) outs(%e385 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e387 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg233, %arg234 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e387 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e389 = tensor.empty() : tensor<4096x4096xbf16>
    %z390 = linalg.fill ins(%c2 : bf16) outs(%e389 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r391 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg235, %arg236 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z390 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e392 = tensor.empty() : tensor<2048x4096xbf16>
    %z393 = linalg.fill ins(%c2 : bf16) outs(%e392 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r394 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg237, %arg238 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z393 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e395 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg239, %arg240 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e395 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e397 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg241 : tensor<2x1024x32x64xbf16>) outs(%e397 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e399 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg242 : tensor<2x1024x32x64xbf16>) outs(%e399 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e401 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg243 : tensor<2x1024x32x64xbf16>) outs(%e401 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e403 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg244, %arg245 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e403 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e405 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg246, %arg247 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e405 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e407 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e407 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e409 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg250, %arg251 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e409 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e411 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg252 : tensor<2x1024x32x64xbf16>) outs(%e411 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e413 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg253 : tensor<2x1024x32x64xbf16>) outs(%e413 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e415 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg254 : tensor<2x1024x32x64xbf16>) outs(%e415 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e417 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg255, %arg256 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e417 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e419 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg257, %arg258 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e419 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e421 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e421 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e423 = tensor.empty() : tensor<4096x4096xbf16>
    %z424 = linalg.fill ins(%c2 : bf16) outs(%e423 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r425 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg261, %arg262 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z424 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e426 = tensor.empty() : tensor<2048x4096xbf16>
    %z427 = linalg.fill ins(%c2 : bf16) outs(%e426 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r428 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg263, %arg264 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z427 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e429 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg265 : tensor<2x32x1024x128xbf16>) outs(%e429 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e431 = tensor.empty() : tensor<4096x4096xbf16>
    %z432 = linalg.fill ins(%c2 : bf16) outs(%e431 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r433 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg266, %arg267 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z432 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e434 = tensor.empty() : tensor<2048x4096xbf16>
    %z435 = linalg.fill ins(%c2 : bf16) outs(%e434 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r436 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg268, %arg269 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z435 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e437 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg270, %arg271 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e437 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e439 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg272 : tensor<2x32x1024x128xbf16>) outs(%e439 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e441 = tensor.empty() : tensor<4096x4096xbf16>
    %z442 = linalg.fill ins(%c2 : bf16) outs(%e441 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r443 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg273, %arg274 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z442 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e444 = tensor.empty() : tensor<2048x4096xbf16>
    %z445 = linalg.fill ins(%c2 : bf16) outs(%e444 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r446 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z445 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e447 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg277, %arg278 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e447 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e449 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg279, %arg280 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e449 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e451 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg281, %arg282 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e451 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e453 = tensor.empty() : tensor<4096xbf16>
    %z454 = linalg.fill ins(%c2 : bf16) outs(%e453 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg283 : tensor<2x1024x4096xbf16>) outs(%z454 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e456 = tensor.empty() : tensor<2x1024x4096xf32>
    %r457 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg284 : tensor<2x1024x4096xbf16>) outs(%e456 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e458 = tensor.empty() : tensor<2x1024x4096xf32>
    %r459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg285, %arg286 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e458 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e460 = tensor.empty() : tensor<2x1024x4096xf32>
    %r461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg287, %arg288 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e460 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e462 = tensor.empty() : tensor<2x1024xf32>
    %z463 = linalg.fill ins(%c1 : f32) outs(%e462 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg289 : tensor<2x1024x4096xf32>) outs(%z463 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e465 = tensor.empty() : tensor<2x1024xf32>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg290 : tensor<2x1024xf32>) outs(%e465 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e467 = tensor.empty() : tensor<2x1024xf32>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg291 : tensor<2x1024xf32>) outs(%e467 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e469 = tensor.empty() : tensor<2x1024xf32>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg292, %arg293 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e469 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e471 = tensor.empty() : tensor<2x1024x4096xf32>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294 : tensor<2x1024xf32>) outs(%e471 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e473 = tensor.empty() : tensor<2x1024x4096xf32>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg295 : tensor<2x1024x4096xf32>) outs(%e473 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e475 = tensor.empty() : tensor<2x1024x4096xf32>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg296 : tensor<2x1024x4096xf32>) outs(%e475 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e477 = tensor.empty() : tensor<2x1024x4096xf32>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg297, %arg298 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e477 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e479 = tensor.empty() : tensor<2x1024x4096xf32>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg299, %arg300 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e479 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e481 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg301 : tensor<2x1024x4096xf32>) outs(%e481 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e483 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg302, %arg303 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e483 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e485 = tensor.empty() : tensor<4096x11008xbf16>
    %z486 = linalg.fill ins(%c2 : bf16) outs(%e485 : tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %r487 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg304, %arg305 : tensor<2048x4096xbf16>, tensor<2048x11008xbf16>) outs(%z486 : tensor<4096x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4096x11008xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e488 = tensor.empty() : tensor<2048x11008xbf16>
    %z489 = linalg.fill ins(%c2 : bf16) outs(%e488 : tensor<2048x11008xbf16>) -> tensor<2048x11008xbf16>
    %r490 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg306, %arg307 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%z489 : tensor<2048x11008xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x11008xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e491 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg308, %arg309 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e491 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e493 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg310, %arg311 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e493 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e495 = tensor.empty() : tensor<11008x4096xbf16>
    %z496 = linalg.fill ins(%c2 : bf16) outs(%e495 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r497 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg312, %arg313 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z496 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e498 = tensor.empty() : tensor<2048x4096xbf16>
    %z499 = linalg.fill ins(%c2 : bf16) outs(%e498 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r500 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg314, %arg315 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z499 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e501 = tensor.empty() : tensor<2x1024x11008xbf16>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg316, %arg317 : tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>) outs(%e501 : tensor<2x1024x11008xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x11008xbf16> loc("model.layers.0.mlp.act_fn:aten.silu_backward.default")
    %e503 = tensor.empty() : tensor<11008x4096xbf16>
    %z504 = linalg.fill ins(%c2 : bf16) outs(%e503 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %r505 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg318, %arg319 : tensor<2048x11008xbf16>, tensor<2048x4096xbf16>) outs(%z504 : tensor<11008x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<11008x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e506 = tensor.empty() : tensor<2048x4096xbf16>
    %z507 = linalg.fill ins(%c2 : bf16) outs(%e506 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r508 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg320, %arg321 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%z507 : tensor<2048x4096xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e509 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg322, %arg323 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e509 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e511 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg324, %arg325 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e511 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e513 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg326, %arg327 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e513 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e515 = tensor.empty() : tensor<4096xbf16>
    %z516 = linalg.fill ins(%c2 : bf16) outs(%e515 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg328 : tensor<2x1024x4096xbf16>) outs(%z516 : tensor<4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e518 = tensor.empty() : tensor<2x1024x4096xf32>
    %r519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg329 : tensor<2x1024x4096xbf16>) outs(%e518 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e520 = tensor.empty() : tensor<2x1024x4096xf32>
    %r521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg330, %arg331 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e520 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e522 = tensor.empty() : tensor<2x1024x4096xf32>
    %r523 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg332, %arg333 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e522 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e524 = tensor.empty() : tensor<2x1024xf32>
    %z525 = linalg.fill ins(%c1 : f32) outs(%e524 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg334 : tensor<2x1024x4096xf32>) outs(%z525 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e527 = tensor.empty() : tensor<2x1024xf32>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg335 : tensor<2x1024xf32>) outs(%e527 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e529 = tensor.empty() : tensor<2x1024xf32>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg336 : tensor<2x1024xf32>) outs(%e529 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e531 = tensor.empty() : tensor<2x1024xf32>
    %r532 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg337, %arg338 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e531 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e533 = tensor.empty() : tensor<2x1024x4096xf32>
    %r534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg339 : tensor<2x1024xf32>) outs(%e533 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e535 = tensor.empty() : tensor<2x1024x4096xf32>
    %r536 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg340 : tensor<2x1024x4096xf32>) outs(%e535 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e537 = tensor.empty() : tensor<2x1024x4096xf32>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg341 : tensor<2x1024x4096xf32>) outs(%e537 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e539 = tensor.empty() : tensor<2x1024x4096xf32>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg342, %arg343 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e539 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e541 = tensor.empty() : tensor<2x1024x4096xf32>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg344, %arg345 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e541 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e543 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346 : tensor<2x1024x4096xf32>) outs(%e543 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e545 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg347, %arg348 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e545 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e547 = tensor.empty() : tensor<4096x4096xbf16>
    %z548 = linalg.fill ins(%c2 : bf16) outs(%e547 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r549 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg349, %arg350 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z548 : tensor<4096x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e550 = tensor.empty() : tensor<2048x4096xbf16>
    %z551 = linalg.fill ins(%c2 : bf16) outs(%e550 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r552 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg351, %arg352 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z551 : tensor<2048x4096xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e553 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg353, %arg354 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e553 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e555 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg355 : tensor<2x1024x32x64xbf16>) outs(%e555 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e557 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg356 : tensor<2x1024x32x64xbf16>) outs(%e557 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e559 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg357 : tensor<2x1024x32x64xbf16>) outs(%e559 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e561 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg358, %arg359 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e561 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e563 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg360, %arg361 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e563 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e565 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg362, %arg363 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e565 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e567 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg364, %arg365 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e567 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e569 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg366 : tensor<2x1024x32x64xbf16>) outs(%e569 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e571 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg367 : tensor<2x1024x32x64xbf16>) outs(%e571 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e573 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg368 : tensor<2x1024x32x64xbf16>) outs(%e573 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e575 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg369, %arg370 : tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>) outs(%e575 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e577 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg371, %arg372 : tensor<2x1024x32x128xbf16>, tensor<1024x128xbf16>) outs(%e577 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e579 = tensor.empty() : tensor<2x32x1024x128xbf16>
    %r580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg373, %arg374 : tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>) outs(%e579 : tensor<2x32x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e581 = tensor.empty() : tensor<4096x4096xbf16>
    %z582 = linalg.fill ins(%c2 : bf16) outs(%e581 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r583 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg375, %arg376 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z582 : tensor<4096x4096xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e584 = tensor.empty() : tensor<2048x4096xbf16>
    %z585 = linalg.fill ins(%c2 : bf16) outs(%e584 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r586 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg377, %arg378 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z585 : tensor<2048x4096xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e587 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r588 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg379 : tensor<2x32x1024x128xbf16>) outs(%e587 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e589 = tensor.empty() : tensor<4096x4096xbf16>
    %z590 = linalg.fill ins(%c2 : bf16) outs(%e589 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r591 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg380, %arg381 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z590 : tensor<4096x4096xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e592 = tensor.empty() : tensor<2048x4096xbf16>
    %z593 = linalg.fill ins(%c2 : bf16) outs(%e592 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r594 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg382, %arg383 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z593 : tensor<2048x4096xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e595 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg384, %arg385 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e595 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e597 = tensor.empty() : tensor<2x1024x32x128xbf16>
    %r598 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg386 : tensor<2x32x1024x128xbf16>) outs(%e597 : tensor<2x1024x32x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e599 = tensor.empty() : tensor<4096x4096xbf16>
    %z600 = linalg.fill ins(%c2 : bf16) outs(%e599 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %r601 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg387, %arg388 : tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) outs(%z600 : tensor<4096x4096xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<4096x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e602 = tensor.empty() : tensor<2048x4096xbf16>
    %z603 = linalg.fill ins(%c2 : bf16) outs(%e602 : tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %r604 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg389, %arg390 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%z603 : tensor<2048x4096xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e605 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r606 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg391, %arg392 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e605 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e607 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg393, %arg394 : tensor<2x1024x4096xbf16>, tensor<4096xbf16>) outs(%e607 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e609 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r610 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg395, %arg396 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e609 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e611 = tensor.empty() : tensor<4096xbf16>
    %z612 = linalg.fill ins(%c2 : bf16) outs(%e611 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %r613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg397 : tensor<2x1024x4096xbf16>) outs(%z612 : tensor<4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<4096xbf16> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e614 = tensor.empty() : tensor<2x1024x4096xf32>
    %r615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg398 : tensor<2x1024x4096xbf16>) outs(%e614 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e616 = tensor.empty() : tensor<2x1024x4096xf32>
    %r617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg399, %arg400 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e616 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e618 = tensor.empty() : tensor<2x1024x4096xf32>
    %r619 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg401, %arg402 : tensor<2x1024x4096xf32>, tensor<2x1024xf32>) outs(%e618 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e620 = tensor.empty() : tensor<2x1024xf32>
    %z621 = linalg.fill ins(%c1 : f32) outs(%e620 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg403 : tensor<2x1024x4096xf32>) outs(%z621 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e623 = tensor.empty() : tensor<2x1024xf32>
    %r624 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg404 : tensor<2x1024xf32>) outs(%e623 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e625 = tensor.empty() : tensor<2x1024xf32>
    %r626 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg405 : tensor<2x1024xf32>) outs(%e625 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e627 = tensor.empty() : tensor<2x1024xf32>
    %r628 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg406, %arg407 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e627 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e629 = tensor.empty() : tensor<2x1024x4096xf32>
    %r630 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg408 : tensor<2x1024xf32>) outs(%e629 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e631 = tensor.empty() : tensor<2x1024x4096xf32>
    %r632 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg409 : tensor<2x1024x4096xf32>) outs(%e631 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e633 = tensor.empty() : tensor<2x1024x4096xf32>
    %r634 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg410 : tensor<2x1024x4096xf32>) outs(%e633 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e635 = tensor.empty() : tensor<2x1024x4096xf32>
    %r636 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg411, %arg412 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e635 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e637 = tensor.empty() : tensor<2x1024x4096xf32>
    %r638 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg413, %arg414 : tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>) outs(%e637 : tensor<2x1024x4096xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x4096xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e639 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r640 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg415 : tensor<2x1024x4096xf32>) outs(%e639 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e641 = tensor.empty() : tensor<2x1024x4096xbf16>
    %r642 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg416, %arg417 : tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>) outs(%e641 : tensor<2x1024x4096xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4096xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e643 = tensor.empty() : tensor<32000x4096xbf16>
    %z644 = linalg.fill ins(%c2 : bf16) outs(%e643 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %r645 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg418, %arg419 : tensor<2x1024xi64>, tensor<2x1024x4096xbf16>) outs(%z644 : tensor<32000x4096xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<32000x4096xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r32, %r34, %r36, %r38, %r40, %r42, %r45, %r48, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r81, %r95, %r98, %r87, %r101, %r103, %r105, %r107, %r110, %r112, %r114, %r116, %r118, %r120, %r123, %r125, %r128, %r130, %r133, %r135, %r137, %r139, %r142, %r144, %r146, %r148, %r150, %r152, %r155, %r158, %r161, %r163, %r165, %r167, %r169, %r171, %r173, %r175, %r177, %r179, %r181, %r191, %r205, %r208, %r197, %r211, %r213, %r215, %r217, %r220, %r222, %r224, %r226, %r228, %r230, %r233, %r235, %r238, %r240, %r243, %r245, %r247, %r249, %r252, %r254, %r256, %r258, %r260, %r262, %r265, %r267, %r269, %r271, %r274, %r279#0, %r279#1, %r281, %r284, %r286, %r289, %r292, %r294, %r296, %r299, %r301, %r303, %r305, %r308, %r310, %r312, %r314, %r316, %r318, %r320, %r322, %r324, %r326, %r329, %r332, %r334, %r336, %r339, %r342, %r344, %r347, %r350, %r352, %r354, %r356, %r359, %r361, %r363, %r365, %r368, %r370, %r372, %r374, %r376, %r378, %r380, %r382, %r384, %r386, %r388, %r391, %r394, %r396, %r398, %r400, %r402, %r404, %r406, %r408, %r410, %r412, %r414, %r416, %r418, %r420, %r422, %r425, %r428, %r430, %r433, %r436, %r438, %r440, %r443, %r446, %r448, %r450, %r452, %r455, %r457, %r459, %r461, %r464, %r466, %r468, %r470, %r472, %r474, %r476, %r478, %r480, %r482, %r484, %r487, %r490, %r492, %r494, %r497, %r500, %r502, %r505, %r508, %r510, %r512, %r514, %r517, %r519, %r521, %r523, %r526, %r528, %r530, %r532, %r534, %r536, %r538, %r540, %r542, %r544, %r546, %r549, %r552, %r554, %r556, %r558, %r560, %r562, %r564, %r566, %r568, %r570, %r572, %r574, %r576, %r578, %r580, %r583, %r586, %r588, %r591, %r594, %r596, %r598, %r601, %r604, %r606, %r608, %r610, %r613, %r615, %r617, %r619, %r622, %r624, %r626, %r628, %r630, %r632, %r634, %r636, %r638, %r640, %r642, %r645 : tensor<2x1024x4096xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2048x32000xbf16>, tensor<2x1024x32000xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32000xf32>, tensor<f32>, tensor<f32>, tensor<2048x32000xf32>, tensor<2048x32000xf32>, tensor<2x1024x32000xbf16>, tensor<32000x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x11008xbf16>, tensor<2048x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x11008xbf16>, tensor<11008x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<2x1024x32x128xbf16>, tensor<2x32x1024x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x32x128xbf16>, tensor<4096x4096xbf16>, tensor<2048x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<4096xbf16>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xf32>, tensor<2x1024x4096xbf16>, tensor<2x1024x4096xbf16>, tensor<32000x4096xbf16>
  }
}
