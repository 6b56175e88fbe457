module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<32064x3072xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<48x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<48x1024xf32>, %arg7: tensor<48x1024xf32>, %arg8: tensor<1024x96xf32>, %arg9: tensor<1024x96xf32>, %arg10: tensor<1024x96xf32>, %arg11: tensor<1024x96xf32>, %arg12: tensor<1024x96xf32>, %arg13: tensor<1024x96xf32>, %arg14: tensor<2x1024x3072xbf16>, %arg15: tensor<2x1024x3072xf32>, %arg16: tensor<2x1024x3072xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x3072xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x3072xf32>, %arg22: tensor<3072xbf16>, %arg23: tensor<2x1024x3072xbf16>, %arg24: tensor<2048x3072xbf16>, %arg25: tensor<9216x3072xbf16>, %arg26: tensor<2x1024x32x96xbf16>, %arg27: tensor<1024x96xbf16>, %arg28: tensor<2x1024x32x48xbf16>, %arg29: tensor<2x1024x32x48xbf16>, %arg30: tensor<2x1024x32x48xbf16>, %arg31: tensor<2x32x1024x96xbf16>, %arg32: tensor<1024x96xbf16>, %arg33: tensor<2x1024x32x96xbf16>, %arg34: tensor<2x32x1024x96xbf16>, %arg35: tensor<2x1024x32x96xbf16>, %arg36: tensor<2x1024x32x0xbf16>, %arg37: tensor<2x1024x32x96xbf16>, %arg38: tensor<1024x96xbf16>, %arg39: tensor<2x1024x32x48xbf16>, %arg40: tensor<2x1024x32x48xbf16>, %arg41: tensor<2x1024x32x48xbf16>, %arg42: tensor<2x32x1024x96xbf16>, %arg43: tensor<1024x96xbf16>, %arg44: tensor<2x1024x32x96xbf16>, %arg45: tensor<2x32x1024x96xbf16>, %arg46: tensor<2x1024x32x96xbf16>, %arg47: tensor<2x1024x32x0xbf16>, %arg48: tensor<2x32x1024x96xbf16>, %arg49: tensor<2x32x1024x96xbf16>, %arg50: tensor<2x32x1024x96xbf16>, %arg51: tensor<2x32x1024x96xbf16>, %arg52: tensor<2x32x1024x96xbf16>, %arg53: tensor<2048x3072xbf16>, %arg54: tensor<3072x3072xbf16>, %arg55: tensor<2x1024x3072xbf16>, %arg56: tensor<2x1024x3072xbf16>, %arg57: tensor<2x1024x3072xbf16>, %arg58: tensor<2x1024x3072xf32>, %arg59: tensor<2x1024x3072xf32>, %arg60: tensor<2x1024xf32>, %arg61: tensor<2x1024xf32>, %arg62: tensor<2x1024x3072xf32>, %arg63: tensor<2x1024xf32>, %arg64: tensor<2x1024x3072xf32>, %arg65: tensor<3072xbf16>, %arg66: tensor<2x1024x3072xbf16>, %arg67: tensor<2048x3072xbf16>, %arg68: tensor<16384x3072xbf16>, %arg69: tensor<2x1024x8192xbf16>, %arg70: tensor<2x1024x8192xbf16>, %arg71: tensor<2x1024x8192xbf16>, %arg72: tensor<2048x8192xbf16>, %arg73: tensor<3072x8192xbf16>, %arg74: tensor<2x1024x3072xbf16>, %arg75: tensor<2x1024x3072xbf16>, %arg76: tensor<2x1024x3072xbf16>, %arg77: tensor<2x1024x3072xf32>, %arg78: tensor<2x1024x3072xf32>, %arg79: tensor<2x1024xf32>, %arg80: tensor<2x1024xf32>, %arg81: tensor<2x1024x3072xf32>, %arg82: tensor<2x1024xf32>, %arg83: tensor<2x1024x3072xf32>, %arg84: tensor<3072xbf16>, %arg85: tensor<2x1024x3072xbf16>, %arg86: tensor<2048x3072xbf16>, %arg87: tensor<9216x3072xbf16>, %arg88: tensor<2x1024x32x96xbf16>, %arg89: tensor<1024x96xbf16>, %arg90: tensor<2x1024x32x48xbf16>, %arg91: tensor<2x1024x32x48xbf16>, %arg92: tensor<2x1024x32x48xbf16>, %arg93: tensor<2x32x1024x96xbf16>, %arg94: tensor<1024x96xbf16>, %arg95: tensor<2x1024x32x96xbf16>, %arg96: tensor<2x32x1024x96xbf16>, %arg97: tensor<2x1024x32x96xbf16>, %arg98: tensor<2x1024x32x0xbf16>, %arg99: tensor<2x1024x32x96xbf16>, %arg100: tensor<1024x96xbf16>, %arg101: tensor<2x1024x32x48xbf16>, %arg102: tensor<2x1024x32x48xbf16>, %arg103: tensor<2x1024x32x48xbf16>, %arg104: tensor<2x32x1024x96xbf16>, %arg105: tensor<1024x96xbf16>, %arg106: tensor<2x1024x32x96xbf16>, %arg107: tensor<2x32x1024x96xbf16>, %arg108: tensor<2x1024x32x96xbf16>, %arg109: tensor<2x1024x32x0xbf16>, %arg110: tensor<2x32x1024x96xbf16>, %arg111: tensor<2x32x1024x96xbf16>, %arg112: tensor<2x32x1024x96xbf16>, %arg113: tensor<2x32x1024x96xbf16>, %arg114: tensor<2x32x1024x96xbf16>, %arg115: tensor<2048x3072xbf16>, %arg116: tensor<3072x3072xbf16>, %arg117: tensor<2x1024x3072xbf16>, %arg118: tensor<2x1024x3072xbf16>, %arg119: tensor<2x1024x3072xbf16>, %arg120: tensor<2x1024x3072xf32>, %arg121: tensor<2x1024x3072xf32>, %arg122: tensor<2x1024xf32>, %arg123: tensor<2x1024xf32>, %arg124: tensor<2x1024x3072xf32>, %arg125: tensor<2x1024xf32>, %arg126: tensor<2x1024x3072xf32>, %arg127: tensor<3072xbf16>, %arg128: tensor<2x1024x3072xbf16>, %arg129: tensor<2048x3072xbf16>, %arg130: tensor<16384x3072xbf16>, %arg131: tensor<2x1024x8192xbf16>, %arg132: tensor<2x1024x8192xbf16>, %arg133: tensor<2x1024x8192xbf16>, %arg134: tensor<2048x8192xbf16>, %arg135: tensor<3072x8192xbf16>, %arg136: tensor<2x1024x3072xbf16>, %arg137: tensor<2x1024x3072xbf16>, %arg138: tensor<2x1024x3072xbf16>, %arg139: tensor<2x1024x3072xf32>, %arg140: tensor<2x1024x3072xf32>, %arg141: tensor<2x1024xf32>, %arg142: tensor<2x1024xf32>, %arg143: tensor<2x1024x3072xf32>, %arg144: tensor<2x1024xf32>, %arg145: tensor<2x1024x3072xf32>, %arg146: tensor<3072xbf16>, %arg147: tensor<2x1024x3072xbf16>, %arg148: tensor<2048x3072xbf16>, %arg149: tensor<32064x3072xbf16>, %arg150: tensor<2x1024x32064xbf16>, %arg151: tensor<2x1024xi64>, %arg152: tensor<2x1024xi64>, %arg153: tensor<2048x32064xf32>, %arg154: tensor<2048xi64>, %arg155: tensor<f32>, %arg156: tensor<2048xi64>, %arg157: tensor<f32>, %arg158: tensor<2048x32064xf32>, %arg159: tensor<2048x32064xf32>, %arg160: tensor<2x1024x32064xf32>, %arg161: tensor<2048x32064xbf16>, %arg162: tensor<2048x3072xbf16>, %arg163: tensor<2048x32064xbf16>, %arg164: tensor<32064x3072xbf16>, %arg165: tensor<2x1024x3072xbf16>, %arg166: tensor<3072xbf16>, %arg167: tensor<2x1024x3072xbf16>, %arg168: tensor<2x1024x3072xbf16>, %arg169: tensor<2x1024x3072xbf16>, %arg170: tensor<2x1024x3072xbf16>, %arg171: tensor<2x1024x3072xf32>, %arg172: tensor<2x1024x3072xf32>, %arg173: tensor<2x1024x3072xf32>, %arg174: tensor<2x1024xf32>, %arg175: tensor<2x1024x3072xf32>, %arg176: tensor<2x1024xf32>, %arg177: tensor<2x1024xf32>, %arg178: tensor<2x1024xf32>, %arg179: tensor<2x1024xf32>, %arg180: tensor<2x1024xf32>, %arg181: tensor<2x1024x3072xf32>, %arg182: tensor<2x1024x3072xf32>, %arg183: tensor<2x1024x3072xf32>, %arg184: tensor<2x1024x3072xf32>, %arg185: tensor<2x1024x3072xf32>, %arg186: tensor<2x1024x3072xf32>, %arg187: tensor<2x1024x3072xf32>, %arg188: tensor<2048x3072xbf16>, %arg189: tensor<2048x8192xbf16>, %arg190: tensor<2048x3072xbf16>, %arg191: tensor<3072x8192xbf16>, %arg192: tensor<2x1024x8192xbf16>, %arg193: tensor<2x1024x8192xbf16>, %arg194: tensor<2x1024x8192xbf16>, %arg195: tensor<2x1024x8192xbf16>, %arg196: tensor<2x1024x8192xbf16>, %arg197: tensor<2x1024x8192xbf16>, %arg198: tensor<2x1024x8192xbf16>, %arg199: tensor<2x1024x8192xbf16>, %arg200: tensor<2048x16384xbf16>, %arg201: tensor<2048x3072xbf16>, %arg202: tensor<2048x16384xbf16>, %arg203: tensor<16384x3072xbf16>, %arg204: tensor<2x1024x3072xbf16>, %arg205: tensor<3072xbf16>, %arg206: tensor<2x1024x3072xbf16>, %arg207: tensor<2x1024x3072xbf16>, %arg208: tensor<2x1024x3072xbf16>, %arg209: tensor<2x1024x3072xbf16>, %arg210: tensor<2x1024x3072xf32>, %arg211: tensor<2x1024x3072xf32>, %arg212: tensor<2x1024x3072xf32>, %arg213: tensor<2x1024xf32>, %arg214: tensor<2x1024x3072xf32>, %arg215: tensor<2x1024xf32>, %arg216: tensor<2x1024xf32>, %arg217: tensor<2x1024xf32>, %arg218: tensor<2x1024xf32>, %arg219: tensor<2x1024xf32>, %arg220: tensor<2x1024x3072xf32>, %arg221: tensor<2x1024x3072xf32>, %arg222: tensor<2x1024x3072xf32>, %arg223: tensor<2x1024x3072xf32>, %arg224: tensor<2x1024x3072xf32>, %arg225: tensor<2x1024x3072xf32>, %arg226: tensor<2x1024x3072xf32>, %arg227: tensor<2x1024x3072xbf16>, %arg228: tensor<2x1024x3072xbf16>, %arg229: tensor<2048x3072xbf16>, %arg230: tensor<2048x3072xbf16>, %arg231: tensor<2048x3072xbf16>, %arg232: tensor<3072x3072xbf16>, %arg233: tensor<2x32x1024x96xbf16>, %arg234: tensor<1024x96xbf16>, %arg235: tensor<2x32x1024x48xbf16>, %arg236: tensor<2x32x1024x48xbf16>, %arg237: tensor<2x32x1024x48xbf16>, %arg238: tensor<2x32x1024x96xbf16>, %arg239: tensor<2x32x1024x96xbf16>, %arg240: tensor<2x32x1024x96xbf16>, %arg241: tensor<1024x96xbf16>, %arg242: tensor<2x32x1024x96xbf16>, %arg243: tensor<2x32x1024x96xbf16>, %arg244: tensor<2x32x1024x96xbf16>, %arg245: tensor<1024x96xbf16>, %arg246: tensor<2x32x1024x48xbf16>, %arg247: tensor<2x32x1024x48xbf16>, %arg248: tensor<2x32x1024x48xbf16>, %arg249: tensor<2x32x1024x96xbf16>, %arg250: tensor<2x32x1024x96xbf16>, %arg251: tensor<2x32x1024x96xbf16>, %arg252: tensor<1024x96xbf16>, %arg253: tensor<2x32x1024x96xbf16>, %arg254: tensor<2x32x1024x96xbf16>, %arg255: tensor<2x32x1024x0xbf16>, %arg256: tensor<2x32x1024x96xbf16>, %arg257: tensor<2x32x1024x96xbf16>, %arg258: tensor<2x32x1024x0xbf16>, %arg259: tensor<2x32x1024x96xbf16>, %arg260: tensor<2x32x1024x96xbf16>, %arg261: tensor<2x32x1024x96xbf16>, %arg262: tensor<2x32x1024x96xbf16>, %arg263: tensor<2x1024x3072xbf16>, %arg264: tensor<2x1024x3072xbf16>, %arg265: tensor<2x1024x9216xbf16>, %arg266: tensor<2x1024x9216xbf16>, %arg267: tensor<2x1024x3072xbf16>, %arg268: tensor<2x1024x9216xbf16>, %arg269: tensor<2x1024x9216xbf16>, %arg270: tensor<2048x9216xbf16>, %arg271: tensor<2048x3072xbf16>, %arg272: tensor<2048x9216xbf16>, %arg273: tensor<9216x3072xbf16>, %arg274: tensor<2x1024x3072xbf16>, %arg275: tensor<3072xbf16>, %arg276: tensor<2x1024x3072xbf16>, %arg277: tensor<2x1024x3072xbf16>, %arg278: tensor<2x1024x3072xbf16>, %arg279: tensor<2x1024x3072xbf16>, %arg280: tensor<2x1024x3072xf32>, %arg281: tensor<2x1024x3072xf32>, %arg282: tensor<2x1024x3072xf32>, %arg283: tensor<2x1024xf32>, %arg284: tensor<2x1024x3072xf32>, %arg285: tensor<2x1024xf32>, %arg286: tensor<2x1024xf32>, %arg287: tensor<2x1024xf32>, %arg288: tensor<2x1024xf32>, %arg289: tensor<2x1024xf32>, %arg290: tensor<2x1024x3072xf32>, %arg291: tensor<2x1024x3072xf32>, %arg292: tensor<2x1024x3072xf32>, %arg293: tensor<2x1024x3072xf32>, %arg294: tensor<2x1024x3072xf32>, %arg295: tensor<2x1024x3072xf32>, %arg296: tensor<2x1024x3072xf32>, %arg297: tensor<2x1024x3072xbf16>, %arg298: tensor<2x1024x3072xbf16>, %arg299: tensor<2048x3072xbf16>, %arg300: tensor<2048x8192xbf16>, %arg301: tensor<2048x3072xbf16>, %arg302: tensor<3072x8192xbf16>, %arg303: tensor<2x1024x8192xbf16>, %arg304: tensor<2x1024x8192xbf16>, %arg305: tensor<2x1024x8192xbf16>, %arg306: tensor<2x1024x8192xbf16>, %arg307: tensor<2x1024x8192xbf16>, %arg308: tensor<2x1024x8192xbf16>, %arg309: tensor<2x1024x8192xbf16>, %arg310: tensor<2x1024x8192xbf16>, %arg311: tensor<2048x16384xbf16>, %arg312: tensor<2048x3072xbf16>, %arg313: tensor<2048x16384xbf16>, %arg314: tensor<16384x3072xbf16>, %arg315: tensor<2x1024x3072xbf16>, %arg316: tensor<3072xbf16>, %arg317: tensor<2x1024x3072xbf16>, %arg318: tensor<2x1024x3072xbf16>, %arg319: tensor<2x1024x3072xbf16>, %arg320: tensor<2x1024x3072xbf16>, %arg321: tensor<2x1024x3072xf32>, %arg322: tensor<2x1024x3072xf32>, %arg323: tensor<2x1024x3072xf32>, %arg324: tensor<2x1024xf32>, %arg325: tensor<2x1024x3072xf32>, %arg326: tensor<2x1024xf32>, %arg327: tensor<2x1024xf32>, %arg328: tensor<2x1024xf32>, %arg329: tensor<2x1024xf32>, %arg330: tensor<2x1024xf32>, %arg331: tensor<2x1024x3072xf32>, %arg332: tensor<2x1024x3072xf32>, %arg333: tensor<2x1024x3072xf32>, %arg334: tensor<2x1024x3072xf32>, %arg335: tensor<2x1024x3072xf32>, %arg336: tensor<2x1024x3072xf32>, %arg337: tensor<2x1024x3072xf32>, %arg338: tensor<2x1024x3072xbf16>, %arg339: tensor<2x1024x3072xbf16>, %arg340: tensor<2048x3072xbf16>, %arg341: tensor<2048x3072xbf16>, %arg342: tensor<2048x3072xbf16>, %arg343: tensor<3072x3072xbf16>, %arg344: tensor<2x32x1024x96xbf16>, %arg345: tensor<1024x96xbf16>, %arg346: tensor<2x32x1024x48xbf16>, %arg347: tensor<2x32x1024x48xbf16>, %arg348: tensor<2x32x1024x48xbf16>, %arg349: tensor<2x32x1024x96xbf16>, %arg350: tensor<2x32x1024x96xbf16>, %arg351: tensor<2x32x1024x96xbf16>, %arg352: tensor<1024x96xbf16>, %arg353: tensor<2x32x1024x96xbf16>, %arg354: tensor<2x32x1024x96xbf16>, %arg355: tensor<2x32x1024x96xbf16>, %arg356: tensor<1024x96xbf16>, %arg357: tensor<2x32x1024x48xbf16>, %arg358: tensor<2x32x1024x48xbf16>, %arg359: tensor<2x32x1024x48xbf16>, %arg360: tensor<2x32x1024x96xbf16>, %arg361: tensor<2x32x1024x96xbf16>, %arg362: tensor<2x32x1024x96xbf16>, %arg363: tensor<1024x96xbf16>, %arg364: tensor<2x32x1024x96xbf16>, %arg365: tensor<2x32x1024x96xbf16>, %arg366: tensor<2x32x1024x0xbf16>, %arg367: tensor<2x32x1024x96xbf16>, %arg368: tensor<2x32x1024x96xbf16>, %arg369: tensor<2x32x1024x0xbf16>, %arg370: tensor<2x32x1024x96xbf16>, %arg371: tensor<2x32x1024x96xbf16>, %arg372: tensor<2x32x1024x96xbf16>, %arg373: tensor<2x32x1024x96xbf16>, %arg374: tensor<2x1024x3072xbf16>, %arg375: tensor<2x1024x3072xbf16>, %arg376: tensor<2x1024x9216xbf16>, %arg377: tensor<2x1024x9216xbf16>, %arg378: tensor<2x1024x3072xbf16>, %arg379: tensor<2x1024x9216xbf16>, %arg380: tensor<2x1024x9216xbf16>, %arg381: tensor<2048x9216xbf16>, %arg382: tensor<2048x3072xbf16>, %arg383: tensor<2048x9216xbf16>, %arg384: tensor<9216x3072xbf16>, %arg385: tensor<2x1024x3072xbf16>, %arg386: tensor<3072xbf16>, %arg387: tensor<2x1024x3072xbf16>, %arg388: tensor<2x1024x3072xbf16>, %arg389: tensor<2x1024x3072xbf16>, %arg390: tensor<2x1024x3072xbf16>, %arg391: tensor<2x1024x3072xf32>, %arg392: tensor<2x1024x3072xf32>, %arg393: tensor<2x1024x3072xf32>, %arg394: tensor<2x1024xf32>, %arg395: tensor<2x1024x3072xf32>, %arg396: tensor<2x1024xf32>, %arg397: tensor<2x1024xf32>, %arg398: tensor<2x1024xf32>, %arg399: tensor<2x1024xf32>, %arg400: tensor<2x1024xf32>, %arg401: tensor<2x1024x3072xf32>, %arg402: tensor<2x1024x3072xf32>, %arg403: tensor<2x1024x3072xf32>, %arg404: tensor<2x1024x3072xf32>, %arg405: tensor<2x1024x3072xf32>, %arg406: tensor<2x1024x3072xf32>, %arg407: tensor<2x1024x3072xf32>, %arg408: tensor<2x1024x3072xbf16>, %arg409: tensor<2x1024x3072xbf16>, %arg410: tensor<2x1024xi64>, %arg411: tensor<2x1024x3072xbf16>) -> (tensor<2x1024x3072xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<48x1024xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xbf16>, tensor<1024x96xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x32064xbf16>, tensor<2x1024x32064xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32064xf32>, tensor<f32>, tensor<f32>, tensor<2048x32064xf32>, tensor<2048x32064xf32>, tensor<2x1024x32064xbf16>, tensor<32064x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<3072x8192xbf16>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x16384xbf16>, tensor<16384x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x8192xbf16>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x16384xbf16>, tensor<16384x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<32064x3072xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 1.020621e-01 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<32064x3072xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.embed_tokens:aten.embedding.default")
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
    %e9 = tensor.empty() : tensor<48x1024xf32>
    %z10 = linalg.fill ins(%c1 : f32) outs(%e9 : tensor<48x1024xf32>) -> tensor<48x1024xf32>
    %r11 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg4, %arg5 : tensor<48x1xf32>, tensor<1x1024xf32>) outs(%z10 : tensor<48x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<48x1024xf32> loc("model.rotary_emb:aten.bmm.default")
    %e12 = tensor.empty() : tensor<1024x96xf32>
    %r13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<48x1024xf32>, tensor<48x1024xf32>) outs(%e12 : tensor<1024x96xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x96xf32> loc("model.rotary_emb:aten.cat.default")
    %e14 = tensor.empty() : tensor<1024x96xf32>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<1024x96xf32>) outs(%e14 : tensor<1024x96xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x96xf32> loc("model.rotary_emb:aten.cos.default")
    %e16 = tensor.empty() : tensor<1024x96xf32>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<1024x96xf32>) outs(%e16 : tensor<1024x96xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x96xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e18 = tensor.empty() : tensor<1024x96xf32>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x96xf32>) outs(%e18 : tensor<1024x96xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x96xf32> loc("model.rotary_emb:aten.sin.default")
    %e20 = tensor.empty() : tensor<1024x96xf32>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024x96xf32>) outs(%e20 : tensor<1024x96xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x96xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e22 = tensor.empty() : tensor<1024x96xbf16>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x96xf32>) outs(%e22 : tensor<1024x96xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x96xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e24 = tensor.empty() : tensor<1024x96xbf16>
    %r25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x96xf32>) outs(%e24 : tensor<1024x96xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x96xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e26 = tensor.empty() : tensor<2x1024x3072xf32>
    %r27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<2x1024x3072xbf16>) outs(%e26 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e28 = tensor.empty() : tensor<2x1024x3072xf32>
    %r29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<2x1024x3072xf32>) outs(%e28 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg16 : tensor<2x1024x3072xf32>) outs(%z31 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e37 = tensor.empty() : tensor<2x1024x3072xf32>
    %r38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %arg20 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e37 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e39 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x1024x3072xf32>) outs(%e39 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e41 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22, %arg23 : tensor<3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e41 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e43 = tensor.empty() : tensor<2048x9216xbf16>
    %z44 = linalg.fill ins(%c2 : bf16) outs(%e43 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r45 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg24, %arg25 : tensor<2048x3072xbf16>, tensor<9216x3072xbf16>) outs(%z44 : tensor<2048x9216xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x9216xbf16> loc("model.layers.0.self_attn.qkv_proj:aten.mm.default")
    %e46 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg26, %arg27 : tensor<2x1024x32x96xbf16>, tensor<1024x96xbf16>) outs(%e46 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e48 = tensor.empty() : tensor<2x1024x32x48xbf16>
    %r49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg28 : tensor<2x1024x32x48xbf16>) outs(%e48 : tensor<2x1024x32x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x48xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e50 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg29, %arg30 : tensor<2x1024x32x48xbf16>, tensor<2x1024x32x48xbf16>) outs(%e50 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e52 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg31, %arg32 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e52 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg33, %arg34 : tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e54 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e56 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg35, %arg36 : tensor<2x1024x32x96xbf16>, tensor<2x1024x32x0xbf16>) outs(%e56 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e58 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x32x96xbf16>, tensor<1024x96xbf16>) outs(%e58 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x32x48xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39 : tensor<2x1024x32x48xbf16>) outs(%e60 : tensor<2x1024x32x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x48xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e62 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg40, %arg41 : tensor<2x1024x32x48xbf16>, tensor<2x1024x32x48xbf16>) outs(%e62 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e64 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg42, %arg43 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e64 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e66 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg44, %arg45 : tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e66 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e68 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x32x96xbf16>, tensor<2x1024x32x0xbf16>) outs(%e68 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e70 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z71 = linalg.fill ins(%c2 : bf16) outs(%e70 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg48, %arg49 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%z71 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e74 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r72 : tensor<2x32x1024x1024xbf16>) outs(%e74 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e76 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p75 = linalg.softmax dimension(3) ins(%m73 : tensor<2x32x1024x1024xbf16>) outs(%e76 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e77 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z78 = linalg.fill ins(%c2 : bf16) outs(%e77 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p75, %arg50 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z78 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e80 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z81 = linalg.fill ins(%c2 : bf16) outs(%e80 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg51, %arg50 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%z81 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e83 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z84 = linalg.fill ins(%c2 : bf16) outs(%e83 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p75, %arg51 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z84 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e86 = tensor.empty() : tensor<2x32x1024xbf16>
    %z87 = linalg.fill ins(%c2 : bf16) outs(%e86 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p75, %r82 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z87 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e90 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p75, %r82, %rs88 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e90 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e91 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z92 = linalg.fill ins(%c2 : bf16) outs(%e91 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds89, %arg49 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z92 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e94 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z95 = linalg.fill ins(%c2 : bf16) outs(%e94 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds89, %arg48 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z95 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e97 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x32x1024x96xbf16>) outs(%e97 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e99 = tensor.empty() : tensor<2048x3072xbf16>
    %z100 = linalg.fill ins(%c2 : bf16) outs(%e99 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r101 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg53, %arg54 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z100 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e102 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55, %arg56 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e102 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0:aten.add.Tensor")
    %e104 = tensor.empty() : tensor<2x1024x3072xf32>
    %r105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57 : tensor<2x1024x3072xbf16>) outs(%e104 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e106 = tensor.empty() : tensor<2x1024x3072xf32>
    %r107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg58 : tensor<2x1024x3072xf32>) outs(%e106 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e108 = tensor.empty() : tensor<2x1024xf32>
    %z109 = linalg.fill ins(%c1 : f32) outs(%e108 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg59 : tensor<2x1024x3072xf32>) outs(%z109 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mean.dim")
    %e111 = tensor.empty() : tensor<2x1024xf32>
    %r112 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg60 : tensor<2x1024xf32>) outs(%e111 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e113 = tensor.empty() : tensor<2x1024xf32>
    %r114 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<2x1024xf32>) outs(%e113 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.rsqrt.default")
    %e115 = tensor.empty() : tensor<2x1024x3072xf32>
    %r116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg62, %arg63 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e115 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e117 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x1024x3072xf32>) outs(%e117 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e119 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65, %arg66 : tensor<3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e119 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e121 = tensor.empty() : tensor<2048x16384xbf16>
    %z122 = linalg.fill ins(%c2 : bf16) outs(%e121 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r123 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg67, %arg68 : tensor<2048x3072xbf16>, tensor<16384x3072xbf16>) outs(%z122 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x16384xbf16> loc("model.layers.0.mlp.gate_up_proj:aten.mm.default")
    %e124 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69 : tensor<2x1024x8192xbf16>) outs(%e124 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.0.mlp.activation_fn:aten.silu.default")
    %e126 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70, %arg71 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e126 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e128 = tensor.empty() : tensor<2048x3072xbf16>
    %z129 = linalg.fill ins(%c2 : bf16) outs(%e128 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r130 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg72, %arg73 : tensor<2048x8192xbf16>, tensor<3072x8192xbf16>) outs(%z129 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e131 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74, %arg75 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e131 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0:aten.add.Tensor")
    %e133 = tensor.empty() : tensor<2x1024x3072xf32>
    %r134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg76 : tensor<2x1024x3072xbf16>) outs(%e133 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e135 = tensor.empty() : tensor<2x1024x3072xf32>
    %r136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77 : tensor<2x1024x3072xf32>) outs(%e135 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e137 = tensor.empty() : tensor<2x1024xf32>
    %z138 = linalg.fill ins(%c1 : f32) outs(%e137 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg78 : tensor<2x1024x3072xf32>) outs(%z138 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mean.dim")
    %e140 = tensor.empty() : tensor<2x1024xf32>
    %r141 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<2x1024xf32>) outs(%e140 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e142 = tensor.empty() : tensor<2x1024xf32>
    %r143 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<2x1024xf32>) outs(%e142 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.rsqrt.default")
    %e144 = tensor.empty() : tensor<2x1024x3072xf32>
    %r145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e144 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e146 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83 : tensor<2x1024x3072xf32>) outs(%e146 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e148 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84, %arg85 : tensor<3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e148 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e150 = tensor.empty() : tensor<2048x9216xbf16>
    %z151 = linalg.fill ins(%c2 : bf16) outs(%e150 : tensor<2048x9216xbf16>) -> tensor<2048x9216xbf16>
    %r152 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg86, %arg87 : tensor<2048x3072xbf16>, tensor<9216x3072xbf16>) outs(%z151 : tensor<2048x9216xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x9216xbf16> loc("model.layers.1.self_attn.qkv_proj:aten.mm.default")
    %e153 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88, %arg89 : tensor<2x1024x32x96xbf16>, tensor<1024x96xbf16>) outs(%e153 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e155 = tensor.empty() : tensor<2x1024x32x48xbf16>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg90 : tensor<2x1024x32x48xbf16>) outs(%e155 : tensor<2x1024x32x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x48xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e157 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg91, %arg92 : tensor<2x1024x32x48xbf16>, tensor<2x1024x32x48xbf16>) outs(%e157 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e159 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg93, %arg94 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e159 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e161 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg95, %arg96 : tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e161 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e163 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg97, %arg98 : tensor<2x1024x32x96xbf16>, tensor<2x1024x32x0xbf16>) outs(%e163 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e165 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg99, %arg100 : tensor<2x1024x32x96xbf16>, tensor<1024x96xbf16>) outs(%e165 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e167 = tensor.empty() : tensor<2x1024x32x48xbf16>
    %r168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg101 : tensor<2x1024x32x48xbf16>) outs(%e167 : tensor<2x1024x32x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x48xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e169 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x32x48xbf16>, tensor<2x1024x32x48xbf16>) outs(%e169 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e171 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104, %arg105 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e171 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e173 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg106, %arg107 : tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e173 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e175 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg108, %arg109 : tensor<2x1024x32x96xbf16>, tensor<2x1024x32x0xbf16>) outs(%e175 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e177 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z178 = linalg.fill ins(%c2 : bf16) outs(%e177 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg110, %arg111 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%z178 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e181 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r179 : tensor<2x32x1024x1024xbf16>) outs(%e181 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e183 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p182 = linalg.softmax dimension(3) ins(%m180 : tensor<2x32x1024x1024xbf16>) outs(%e183 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e184 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z185 = linalg.fill ins(%c2 : bf16) outs(%e184 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p182, %arg112 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z185 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e187 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z188 = linalg.fill ins(%c2 : bf16) outs(%e187 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg113, %arg112 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%z188 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e190 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z191 = linalg.fill ins(%c2 : bf16) outs(%e190 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p182, %arg113 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z191 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e193 = tensor.empty() : tensor<2x32x1024xbf16>
    %z194 = linalg.fill ins(%c2 : bf16) outs(%e193 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p182, %r189 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z194 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e197 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p182, %r189, %rs195 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e197 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e198 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z199 = linalg.fill ins(%c2 : bf16) outs(%e198 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds196, %arg111 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z199 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e201 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %z202 = linalg.fill ins(%c2 : bf16) outs(%e201 : tensor<2x32x1024x96xbf16>) -> tensor<2x32x1024x96xbf16>
    %r203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds196, %arg110 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x96xbf16>) outs(%z202 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e204 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg114 : tensor<2x32x1024x96xbf16>) outs(%e204 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e206 = tensor.empty() : tensor<2048x3072xbf16>
    %z207 = linalg.fill ins(%c2 : bf16) outs(%e206 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r208 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg115, %arg116 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z207 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e209 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e209 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1:aten.add.Tensor")
    %e211 = tensor.empty() : tensor<2x1024x3072xf32>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119 : tensor<2x1024x3072xbf16>) outs(%e211 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e213 = tensor.empty() : tensor<2x1024x3072xf32>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120 : tensor<2x1024x3072xf32>) outs(%e213 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e215 = tensor.empty() : tensor<2x1024xf32>
    %z216 = linalg.fill ins(%c1 : f32) outs(%e215 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg121 : tensor<2x1024x3072xf32>) outs(%z216 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mean.dim")
    %e218 = tensor.empty() : tensor<2x1024xf32>
    %r219 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg122 : tensor<2x1024xf32>) outs(%e218 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e220 = tensor.empty() : tensor<2x1024xf32>
    %r221 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg123 : tensor<2x1024xf32>) outs(%e220 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.rsqrt.default")
    %e222 = tensor.empty() : tensor<2x1024x3072xf32>
    %r223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg124, %arg125 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e222 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e224 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg126 : tensor<2x1024x3072xf32>) outs(%e224 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e226 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127, %arg128 : tensor<3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e226 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e228 = tensor.empty() : tensor<2048x16384xbf16>
    %z229 = linalg.fill ins(%c2 : bf16) outs(%e228 : tensor<2048x16384xbf16>) -> tensor<2048x16384xbf16>
    %r230 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg129, %arg130 : tensor<2048x3072xbf16>, tensor<16384x3072xbf16>) outs(%z229 : tensor<2048x16384xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x16384xbf16> loc("model.layers.1.mlp.gate_up_proj:aten.mm.default")
    %e231 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg131 : tensor<2x1024x8192xbf16>) outs(%e231 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.1.mlp.activation_fn:aten.silu.default")
    %e233 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r234 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg132, %arg133 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e233 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e235 = tensor.empty() : tensor<2048x3072xbf16>
    %z236 = linalg.fill ins(%c2 : bf16) outs(%e235 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r237 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg134, %arg135 : tensor<2048x8192xbf16>, tensor<3072x8192xbf16>) outs(%z236 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e238 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136, %arg137 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e238 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1:aten.add.Tensor")
    %e240 = tensor.empty() : tensor<2x1024x3072xf32>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138 : tensor<2x1024x3072xbf16>) outs(%e240 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten._to_copy.default")
    %e242 = tensor.empty() : tensor<2x1024x3072xf32>
    %r243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg139 : tensor<2x1024x3072xf32>) outs(%e242 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e244 = tensor.empty() : tensor<2x1024xf32>
    %z245 = linalg.fill ins(%c1 : f32) outs(%e244 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r246 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg140 : tensor<2x1024x3072xf32>) outs(%z245 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mean.dim")
    %e247 = tensor.empty() : tensor<2x1024xf32>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg141 : tensor<2x1024xf32>) outs(%e247 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.add.Tensor")
    %e249 = tensor.empty() : tensor<2x1024xf32>
    %r250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<2x1024xf32>) outs(%e249 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.rsqrt.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.rsqrt %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.rsqrt.default")
    %e251 = tensor.empty() : tensor<2x1024x3072xf32>
    %r252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg143, %arg144 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e251 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e253 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145 : tensor<2x1024x3072xf32>) outs(%e253 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten._to_copy.default")
    %e255 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg146, %arg147 : tensor<3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e255 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten.mul.Tensor")
    %e257 = tensor.empty() : tensor<2048x32064xbf16>
    %z258 = linalg.fill ins(%c2 : bf16) outs(%e257 : tensor<2048x32064xbf16>) -> tensor<2048x32064xbf16>
    %r259 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg148, %arg149 : tensor<2048x3072xbf16>, tensor<32064x3072xbf16>) outs(%z258 : tensor<2048x32064xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x32064xbf16> loc("lm_head:aten.mm.default")
    %e260 = tensor.empty() : tensor<2x1024x32064xf32>
    %r261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg150 : tensor<2x1024x32064xbf16>) outs(%e260 : tensor<2x1024x32064xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x32064xf32> loc("aten._to_copy.default")
    %e262 = tensor.empty() : tensor<2x1025xi64>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg151 : tensor<2x1024xi64>) outs(%e262 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e264 = tensor.empty() : tensor<2x1024xi64>
    %r265 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg152 : tensor<2x1024xi64>) outs(%e264 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e266 = tensor.empty() : tensor<2048x32064xf32>
    %z267 = linalg.fill ins(%c1 : f32) outs(%e266 : tensor<2048x32064xf32>) -> tensor<2048x32064xf32>
    %r268 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg153 : tensor<2048x32064xf32>) outs(%z267 : tensor<2048x32064xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x32064xf32> loc("aten._log_softmax.default")
    %e269 = tensor.empty() : tensor<f32>
    %z270 = linalg.fill ins(%c1 : f32) outs(%e269 : tensor<f32>) -> tensor<f32>
    %e271 = tensor.empty() : tensor<f32>
    %z272 = linalg.fill ins(%c1 : f32) outs(%e271 : tensor<f32>) -> tensor<f32>
    %r273:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg154 : tensor<2048xi64>) outs(%z270, %z272 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e274 = tensor.empty() : tensor<2048x32064xf32>
    %r275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155, %arg156, %arg157 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e274 : tensor<2048x32064xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x32064xf32> loc("aten.nll_loss_backward.default")
    %e276 = tensor.empty() : tensor<2048x32064xf32>
    %z277 = linalg.fill ins(%c1 : f32) outs(%e276 : tensor<2048x32064xf32>) -> tensor<2048x32064xf32>
    %r278 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg158, %arg159 : tensor<2048x32064xf32>, tensor<2048x32064xf32>) outs(%z277 : tensor<2048x32064xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x32064xf32> loc("aten._log_softmax_backward_data.default")
    %e279 = tensor.empty() : tensor<2x1024x32064xbf16>
    %r280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg160 : tensor<2x1024x32064xf32>) outs(%e279 : tensor<2x1024x32064xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32064xbf16> loc("aten._to_copy.default")
    %e281 = tensor.empty() : tensor<32064x3072xbf16>
    %z282 = linalg.fill ins(%c2 : bf16) outs(%e281 : tensor<32064x3072xbf16>) -> tensor<32064x3072xbf16>
    %r283 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg161, %arg162 : tensor<2048x32064xbf16>, tensor<2048x3072xbf16>) outs(%z282 : tensor<32064x3072xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<32064x3072xbf16> loc("lm_head:aten.mm.default")
    %e284 = tensor.empty() : tensor<2048x3072xbf16>
    %z285 = linalg.fill ins(%c2 : bf16) outs(%e284 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r286 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg163, %arg164 : tensor<2048x32064xbf16>, tensor<32064x3072xbf16>) outs(%z285 : tensor<2048x3072xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("lm_head:aten.mm.default")
    %e287 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg165, %arg166 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>) outs(%e287 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten.mul.Tensor")
    %e289 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg167, %arg168 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e289 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten.mul.Tensor")
    %e291 = tensor.empty() : tensor<3072xbf16>
    %z292 = linalg.fill ins(%c2 : bf16) outs(%e291 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg169 : tensor<2x1024x3072xbf16>) outs(%z292 : tensor<3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.norm:aten.sum.dim_IntList")
    %e294 = tensor.empty() : tensor<2x1024x3072xf32>
    %r295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg170 : tensor<2x1024x3072xbf16>) outs(%e294 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten._to_copy.default")
    %e296 = tensor.empty() : tensor<2x1024x3072xf32>
    %r297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg171, %arg172 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e296 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e298 = tensor.empty() : tensor<2x1024x3072xf32>
    %r299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173, %arg174 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e298 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e300 = tensor.empty() : tensor<2x1024xf32>
    %z301 = linalg.fill ins(%c1 : f32) outs(%e300 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg175 : tensor<2x1024x3072xf32>) outs(%z301 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.sum.dim_IntList")
    %e303 = tensor.empty() : tensor<2x1024xf32>
    %r304 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg176 : tensor<2x1024xf32>) outs(%e303 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e305 = tensor.empty() : tensor<2x1024xf32>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg177 : tensor<2x1024xf32>) outs(%e305 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Scalar")
    %e307 = tensor.empty() : tensor<2x1024xf32>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg178, %arg179 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e307 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.norm:aten.mul.Tensor")
    %e309 = tensor.empty() : tensor<2x1024x3072xf32>
    %r310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg180 : tensor<2x1024xf32>) outs(%e309 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.div.Scalar")
    %e311 = tensor.empty() : tensor<2x1024x3072xf32>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg181 : tensor<2x1024x3072xf32>) outs(%e311 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e313 = tensor.empty() : tensor<2x1024x3072xf32>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182 : tensor<2x1024x3072xf32>) outs(%e313 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Scalar")
    %e315 = tensor.empty() : tensor<2x1024x3072xf32>
    %r316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg183, %arg184 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e315 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.mul.Tensor")
    %e317 = tensor.empty() : tensor<2x1024x3072xf32>
    %r318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg185, %arg186 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e317 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.norm:aten.add.Tensor")
    %e319 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187 : tensor<2x1024x3072xf32>) outs(%e319 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten._to_copy.default")
    %e321 = tensor.empty() : tensor<3072x8192xbf16>
    %z322 = linalg.fill ins(%c2 : bf16) outs(%e321 : tensor<3072x8192xbf16>) -> tensor<3072x8192xbf16>
    %r323 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg188, %arg189 : tensor<2048x3072xbf16>, tensor<2048x8192xbf16>) outs(%z322 : tensor<3072x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x8192xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e324 = tensor.empty() : tensor<2048x8192xbf16>
    %z325 = linalg.fill ins(%c2 : bf16) outs(%e324 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r326 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg190, %arg191 : tensor<2048x3072xbf16>, tensor<3072x8192xbf16>) outs(%z325 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x8192xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e327 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg192, %arg193 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e327 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e329 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg194, %arg195 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e329 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e331 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg196, %arg197 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e331 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.1.mlp.activation_fn:aten.silu_backward.default")
    %e333 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg198, %arg199 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e333 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("model.layers.1.mlp:aten.cat.default")
    %e335 = tensor.empty() : tensor<16384x3072xbf16>
    %z336 = linalg.fill ins(%c2 : bf16) outs(%e335 : tensor<16384x3072xbf16>) -> tensor<16384x3072xbf16>
    %r337 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg200, %arg201 : tensor<2048x16384xbf16>, tensor<2048x3072xbf16>) outs(%z336 : tensor<16384x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<16384x3072xbf16> loc("model.layers.1.mlp.gate_up_proj:aten.mm.default")
    %e338 = tensor.empty() : tensor<2048x3072xbf16>
    %z339 = linalg.fill ins(%c2 : bf16) outs(%e338 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r340 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg202, %arg203 : tensor<2048x16384xbf16>, tensor<16384x3072xbf16>) outs(%z339 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.mlp.gate_up_proj:aten.mm.default")
    %e341 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg204, %arg205 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>) outs(%e341 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e343 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg206, %arg207 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e343 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e345 = tensor.empty() : tensor<3072xbf16>
    %z346 = linalg.fill ins(%c2 : bf16) outs(%e345 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg208 : tensor<2x1024x3072xbf16>) outs(%z346 : tensor<3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e348 = tensor.empty() : tensor<2x1024x3072xf32>
    %r349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209 : tensor<2x1024x3072xbf16>) outs(%e348 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e350 = tensor.empty() : tensor<2x1024x3072xf32>
    %r351 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e350 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e352 = tensor.empty() : tensor<2x1024x3072xf32>
    %r353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg212, %arg213 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e352 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e354 = tensor.empty() : tensor<2x1024xf32>
    %z355 = linalg.fill ins(%c1 : f32) outs(%e354 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg214 : tensor<2x1024x3072xf32>) outs(%z355 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e357 = tensor.empty() : tensor<2x1024xf32>
    %r358 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg215 : tensor<2x1024xf32>) outs(%e357 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e359 = tensor.empty() : tensor<2x1024xf32>
    %r360 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg216 : tensor<2x1024xf32>) outs(%e359 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e361 = tensor.empty() : tensor<2x1024xf32>
    %r362 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg217, %arg218 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e361 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e363 = tensor.empty() : tensor<2x1024x3072xf32>
    %r364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg219 : tensor<2x1024xf32>) outs(%e363 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e365 = tensor.empty() : tensor<2x1024x3072xf32>
    %r366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg220 : tensor<2x1024x3072xf32>) outs(%e365 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e367 = tensor.empty() : tensor<2x1024x3072xf32>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg221 : tensor<2x1024x3072xf32>) outs(%e367 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e369 = tensor.empty() : tensor<2x1024x3072xf32>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg222, %arg223 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e369 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e371 = tensor.empty() : tensor<2x1024x3072xf32>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg224, %arg225 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e371 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e373 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x1024x3072xf32>) outs(%e373 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e375 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227, %arg228 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e375 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e377 = tensor.empty() : tensor<3072x3072xbf16>
    %z378 = linalg.fill ins(%c2 : bf16) outs(%e377 : tensor<3072x3072xbf16>) -> tensor<3072x3072xbf16>
    %r379 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg229, %arg230 : tensor<2048x3072xbf16>, tensor<2048x3072xbf16>) outs(%z378 : tensor<3072x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3072x3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e380 = tensor.empty() : tensor<2048x3072xbf16>
    %z381 = linalg.fill ins(%c2 : bf16) outs(%e380 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r382 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg231, %arg232 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z381 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e383 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg233, %arg234 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e383 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e385 = tensor.empty() : tensor<2x32x1024x48xbf16>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg235 : tensor<2x32x1024x48xbf16>) outs(%e385 : tensor<2x32x1024x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x48xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e387 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg236 : tensor<2x32x1024x48xbf16>) outs(%e387 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e389 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg237 : tensor<2x32x1024x48xbf16>) outs(%e389 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e391 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg238, %arg239 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e391 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e393 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg240, %arg241 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e393 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e395 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg242, %arg243 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e395 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e397 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg244, %arg245 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e397 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e399 = tensor.empty() : tensor<2x32x1024x48xbf16>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg246 : tensor<2x32x1024x48xbf16>) outs(%e399 : tensor<2x32x1024x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x48xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e401 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg247 : tensor<2x32x1024x48xbf16>) outs(%e401 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e403 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg248 : tensor<2x32x1024x48xbf16>) outs(%e403 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e405 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg249, %arg250 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e405 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e407 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg251, %arg252 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e407 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e409 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg253, %arg254 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e409 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e411 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg255 : tensor<2x32x1024x0xbf16>) outs(%e411 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e413 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg256, %arg257 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e413 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e415 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg258 : tensor<2x32x1024x0xbf16>) outs(%e415 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e417 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e417 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e419 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg261 : tensor<2x32x1024x96xbf16>) outs(%e419 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e421 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg262 : tensor<2x32x1024x96xbf16>) outs(%e421 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e423 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg263 : tensor<2x1024x3072xbf16>) outs(%e423 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e425 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg264 : tensor<2x1024x3072xbf16>) outs(%e425 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e427 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg265, %arg266 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e427 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e429 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg267 : tensor<2x1024x3072xbf16>) outs(%e429 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e431 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg268, %arg269 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e431 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e433 = tensor.empty() : tensor<9216x3072xbf16>
    %z434 = linalg.fill ins(%c2 : bf16) outs(%e433 : tensor<9216x3072xbf16>) -> tensor<9216x3072xbf16>
    %r435 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg270, %arg271 : tensor<2048x9216xbf16>, tensor<2048x3072xbf16>) outs(%z434 : tensor<9216x3072xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<9216x3072xbf16> loc("model.layers.1.self_attn.qkv_proj:aten.mm.default")
    %e436 = tensor.empty() : tensor<2048x3072xbf16>
    %z437 = linalg.fill ins(%c2 : bf16) outs(%e436 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r438 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg272, %arg273 : tensor<2048x9216xbf16>, tensor<9216x3072xbf16>) outs(%z437 : tensor<2048x3072xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.qkv_proj:aten.mm.default")
    %e439 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg274, %arg275 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>) outs(%e439 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e441 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg276, %arg277 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e441 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e443 = tensor.empty() : tensor<3072xbf16>
    %z444 = linalg.fill ins(%c2 : bf16) outs(%e443 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg278 : tensor<2x1024x3072xbf16>) outs(%z444 : tensor<3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e446 = tensor.empty() : tensor<2x1024x3072xf32>
    %r447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg279 : tensor<2x1024x3072xbf16>) outs(%e446 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e448 = tensor.empty() : tensor<2x1024x3072xf32>
    %r449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg280, %arg281 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e448 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e450 = tensor.empty() : tensor<2x1024x3072xf32>
    %r451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg282, %arg283 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e450 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e452 = tensor.empty() : tensor<2x1024xf32>
    %z453 = linalg.fill ins(%c1 : f32) outs(%e452 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg284 : tensor<2x1024x3072xf32>) outs(%z453 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e455 = tensor.empty() : tensor<2x1024xf32>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg285 : tensor<2x1024xf32>) outs(%e455 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e457 = tensor.empty() : tensor<2x1024xf32>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg286 : tensor<2x1024xf32>) outs(%e457 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e459 = tensor.empty() : tensor<2x1024xf32>
    %r460 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg287, %arg288 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e459 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e461 = tensor.empty() : tensor<2x1024x3072xf32>
    %r462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg289 : tensor<2x1024xf32>) outs(%e461 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e463 = tensor.empty() : tensor<2x1024x3072xf32>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg290 : tensor<2x1024x3072xf32>) outs(%e463 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e465 = tensor.empty() : tensor<2x1024x3072xf32>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg291 : tensor<2x1024x3072xf32>) outs(%e465 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e467 = tensor.empty() : tensor<2x1024x3072xf32>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg292, %arg293 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e467 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e469 = tensor.empty() : tensor<2x1024x3072xf32>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg294, %arg295 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e469 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e471 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg296 : tensor<2x1024x3072xf32>) outs(%e471 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e473 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg297, %arg298 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e473 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e475 = tensor.empty() : tensor<3072x8192xbf16>
    %z476 = linalg.fill ins(%c2 : bf16) outs(%e475 : tensor<3072x8192xbf16>) -> tensor<3072x8192xbf16>
    %r477 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg299, %arg300 : tensor<2048x3072xbf16>, tensor<2048x8192xbf16>) outs(%z476 : tensor<3072x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x8192xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e478 = tensor.empty() : tensor<2048x8192xbf16>
    %z479 = linalg.fill ins(%c2 : bf16) outs(%e478 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r480 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg301, %arg302 : tensor<2048x3072xbf16>, tensor<3072x8192xbf16>) outs(%z479 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x8192xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e481 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg303, %arg304 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e481 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e483 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg305, %arg306 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e483 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e485 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg307, %arg308 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e485 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("model.layers.0.mlp.activation_fn:aten.silu_backward.default")
    %e487 = tensor.empty() : tensor<2x1024x16384xbf16>
    %r488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg309, %arg310 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e487 : tensor<2x1024x16384xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16384xbf16> loc("model.layers.0.mlp:aten.cat.default")
    %e489 = tensor.empty() : tensor<16384x3072xbf16>
    %z490 = linalg.fill ins(%c2 : bf16) outs(%e489 : tensor<16384x3072xbf16>) -> tensor<16384x3072xbf16>
    %r491 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg311, %arg312 : tensor<2048x16384xbf16>, tensor<2048x3072xbf16>) outs(%z490 : tensor<16384x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<16384x3072xbf16> loc("model.layers.0.mlp.gate_up_proj:aten.mm.default")
    %e492 = tensor.empty() : tensor<2048x3072xbf16>
    %z493 = linalg.fill ins(%c2 : bf16) outs(%e492 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r494 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg313, %arg314 : tensor<2048x16384xbf16>, tensor<16384x3072xbf16>) outs(%z493 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.mlp.gate_up_proj:aten.mm.default")
    %e495 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg315, %arg316 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>) outs(%e495 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e497 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg317, %arg318 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e497 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e499 = tensor.empty() : tensor<3072xbf16>
    %z500 = linalg.fill ins(%c2 : bf16) outs(%e499 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg319 : tensor<2x1024x3072xbf16>) outs(%z500 : tensor<3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e502 = tensor.empty() : tensor<2x1024x3072xf32>
    %r503 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg320 : tensor<2x1024x3072xbf16>) outs(%e502 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e504 = tensor.empty() : tensor<2x1024x3072xf32>
    %r505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg321, %arg322 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e504 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e506 = tensor.empty() : tensor<2x1024x3072xf32>
    %r507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg323, %arg324 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e506 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e508 = tensor.empty() : tensor<2x1024xf32>
    %z509 = linalg.fill ins(%c1 : f32) outs(%e508 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r510 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg325 : tensor<2x1024x3072xf32>) outs(%z509 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e511 = tensor.empty() : tensor<2x1024xf32>
    %r512 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg326 : tensor<2x1024xf32>) outs(%e511 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e513 = tensor.empty() : tensor<2x1024xf32>
    %r514 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg327 : tensor<2x1024xf32>) outs(%e513 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e515 = tensor.empty() : tensor<2x1024xf32>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg328, %arg329 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e515 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e517 = tensor.empty() : tensor<2x1024x3072xf32>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg330 : tensor<2x1024xf32>) outs(%e517 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e519 = tensor.empty() : tensor<2x1024x3072xf32>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg331 : tensor<2x1024x3072xf32>) outs(%e519 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e521 = tensor.empty() : tensor<2x1024x3072xf32>
    %r522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg332 : tensor<2x1024x3072xf32>) outs(%e521 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e523 = tensor.empty() : tensor<2x1024x3072xf32>
    %r524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg333, %arg334 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e523 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e525 = tensor.empty() : tensor<2x1024x3072xf32>
    %r526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg335, %arg336 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e525 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e527 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r528 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg337 : tensor<2x1024x3072xf32>) outs(%e527 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e529 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r530 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg338, %arg339 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e529 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e531 = tensor.empty() : tensor<3072x3072xbf16>
    %z532 = linalg.fill ins(%c2 : bf16) outs(%e531 : tensor<3072x3072xbf16>) -> tensor<3072x3072xbf16>
    %r533 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg340, %arg341 : tensor<2048x3072xbf16>, tensor<2048x3072xbf16>) outs(%z532 : tensor<3072x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3072x3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e534 = tensor.empty() : tensor<2048x3072xbf16>
    %z535 = linalg.fill ins(%c2 : bf16) outs(%e534 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r536 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg342, %arg343 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z535 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e537 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r538 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg344, %arg345 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e537 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e539 = tensor.empty() : tensor<2x32x1024x48xbf16>
    %r540 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg346 : tensor<2x32x1024x48xbf16>) outs(%e539 : tensor<2x32x1024x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x48xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e541 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r542 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg347 : tensor<2x32x1024x48xbf16>) outs(%e541 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e543 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg348 : tensor<2x32x1024x48xbf16>) outs(%e543 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e545 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r546 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg349, %arg350 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e545 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e547 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg351, %arg352 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e547 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e549 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r550 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg353, %arg354 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e549 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e551 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r552 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg355, %arg356 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e551 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e553 = tensor.empty() : tensor<2x32x1024x48xbf16>
    %r554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg357 : tensor<2x32x1024x48xbf16>) outs(%e553 : tensor<2x32x1024x48xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x48xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e555 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg358 : tensor<2x32x1024x48xbf16>) outs(%e555 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e557 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg359 : tensor<2x32x1024x48xbf16>) outs(%e557 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e559 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg360, %arg361 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e559 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e561 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r562 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg362, %arg363 : tensor<2x32x1024x96xbf16>, tensor<1024x96xbf16>) outs(%e561 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e563 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r564 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg364, %arg365 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e563 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e565 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg366 : tensor<2x32x1024x0xbf16>) outs(%e565 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e567 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r568 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg367, %arg368 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e567 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e569 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r570 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg369 : tensor<2x32x1024x0xbf16>) outs(%e569 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e571 = tensor.empty() : tensor<2x32x1024x96xbf16>
    %r572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg370, %arg371 : tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>) outs(%e571 : tensor<2x32x1024x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x96xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e573 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r574 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg372 : tensor<2x32x1024x96xbf16>) outs(%e573 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e575 = tensor.empty() : tensor<2x1024x32x96xbf16>
    %r576 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg373 : tensor<2x32x1024x96xbf16>) outs(%e575 : tensor<2x1024x32x96xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x96xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e577 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r578 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg374 : tensor<2x1024x3072xbf16>) outs(%e577 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e579 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r580 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg375 : tensor<2x1024x3072xbf16>) outs(%e579 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e581 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r582 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg376, %arg377 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e581 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e583 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r584 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg378 : tensor<2x1024x3072xbf16>) outs(%e583 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e585 = tensor.empty() : tensor<2x1024x9216xbf16>
    %r586 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg379, %arg380 : tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>) outs(%e585 : tensor<2x1024x9216xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x9216xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e587 = tensor.empty() : tensor<9216x3072xbf16>
    %z588 = linalg.fill ins(%c2 : bf16) outs(%e587 : tensor<9216x3072xbf16>) -> tensor<9216x3072xbf16>
    %r589 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg381, %arg382 : tensor<2048x9216xbf16>, tensor<2048x3072xbf16>) outs(%z588 : tensor<9216x3072xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<9216x3072xbf16> loc("model.layers.0.self_attn.qkv_proj:aten.mm.default")
    %e590 = tensor.empty() : tensor<2048x3072xbf16>
    %z591 = linalg.fill ins(%c2 : bf16) outs(%e590 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r592 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg383, %arg384 : tensor<2048x9216xbf16>, tensor<9216x3072xbf16>) outs(%z591 : tensor<2048x3072xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.qkv_proj:aten.mm.default")
    %e593 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r594 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg385, %arg386 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>) outs(%e593 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e595 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r596 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg387, %arg388 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e595 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e597 = tensor.empty() : tensor<3072xbf16>
    %z598 = linalg.fill ins(%c2 : bf16) outs(%e597 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg389 : tensor<2x1024x3072xbf16>) outs(%z598 : tensor<3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e600 = tensor.empty() : tensor<2x1024x3072xf32>
    %r601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg390 : tensor<2x1024x3072xbf16>) outs(%e600 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e602 = tensor.empty() : tensor<2x1024x3072xf32>
    %r603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg391, %arg392 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e602 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e604 = tensor.empty() : tensor<2x1024x3072xf32>
    %r605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg393, %arg394 : tensor<2x1024x3072xf32>, tensor<2x1024xf32>) outs(%e604 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e606 = tensor.empty() : tensor<2x1024xf32>
    %z607 = linalg.fill ins(%c1 : f32) outs(%e606 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r608 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg395 : tensor<2x1024x3072xf32>) outs(%z607 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e609 = tensor.empty() : tensor<2x1024xf32>
    %r610 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg396 : tensor<2x1024xf32>) outs(%e609 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e611 = tensor.empty() : tensor<2x1024xf32>
    %r612 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg397 : tensor<2x1024xf32>) outs(%e611 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e613 = tensor.empty() : tensor<2x1024xf32>
    %r614 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg398, %arg399 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e613 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e615 = tensor.empty() : tensor<2x1024x3072xf32>
    %r616 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg400 : tensor<2x1024xf32>) outs(%e615 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e617 = tensor.empty() : tensor<2x1024x3072xf32>
    %r618 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg401 : tensor<2x1024x3072xf32>) outs(%e617 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e619 = tensor.empty() : tensor<2x1024x3072xf32>
    %r620 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg402 : tensor<2x1024x3072xf32>) outs(%e619 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e621 = tensor.empty() : tensor<2x1024x3072xf32>
    %r622 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg403, %arg404 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e621 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e623 = tensor.empty() : tensor<2x1024x3072xf32>
    %r624 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg405, %arg406 : tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>) outs(%e623 : tensor<2x1024x3072xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3072xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e625 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r626 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg407 : tensor<2x1024x3072xf32>) outs(%e625 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e627 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg408, %arg409 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e627 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e629 = tensor.empty() : tensor<32064x3072xbf16>
    %z630 = linalg.fill ins(%c2 : bf16) outs(%e629 : tensor<32064x3072xbf16>) -> tensor<32064x3072xbf16>
    %r631 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg410, %arg411 : tensor<2x1024xi64>, tensor<2x1024x3072xbf16>) outs(%z630 : tensor<32064x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<32064x3072xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r32, %r34, %r36, %r38, %r40, %r42, %r45, %r47, %r49, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r79, %r93, %r96, %r85, %r98, %r101, %r103, %r105, %r107, %r110, %r112, %r114, %r116, %r118, %r120, %r123, %r125, %r127, %r130, %r132, %r134, %r136, %r139, %r141, %r143, %r145, %r147, %r149, %r152, %r154, %r156, %r158, %r160, %r162, %r164, %r166, %r168, %r170, %r172, %r174, %r176, %r186, %r200, %r203, %r192, %r205, %r208, %r210, %r212, %r214, %r217, %r219, %r221, %r223, %r225, %r227, %r230, %r232, %r234, %r237, %r239, %r241, %r243, %r246, %r248, %r250, %r252, %r254, %r256, %r259, %r261, %r263, %r265, %r268, %r273#0, %r273#1, %r275, %r278, %r280, %r283, %r286, %r288, %r290, %r293, %r295, %r297, %r299, %r302, %r304, %r306, %r308, %r310, %r312, %r314, %r316, %r318, %r320, %r323, %r326, %r328, %r330, %r332, %r334, %r337, %r340, %r342, %r344, %r347, %r349, %r351, %r353, %r356, %r358, %r360, %r362, %r364, %r366, %r368, %r370, %r372, %r374, %r376, %r379, %r382, %r384, %r386, %r388, %r390, %r392, %r394, %r396, %r398, %r400, %r402, %r404, %r406, %r408, %r410, %r412, %r414, %r416, %r418, %r420, %r422, %r424, %r426, %r428, %r430, %r432, %r435, %r438, %r440, %r442, %r445, %r447, %r449, %r451, %r454, %r456, %r458, %r460, %r462, %r464, %r466, %r468, %r470, %r472, %r474, %r477, %r480, %r482, %r484, %r486, %r488, %r491, %r494, %r496, %r498, %r501, %r503, %r505, %r507, %r510, %r512, %r514, %r516, %r518, %r520, %r522, %r524, %r526, %r528, %r530, %r533, %r536, %r538, %r540, %r542, %r544, %r546, %r548, %r550, %r552, %r554, %r556, %r558, %r560, %r562, %r564, %r566, %r568, %r570, %r572, %r574, %r576, %r578, %r580, %r582, %r584, %r586, %r589, %r592, %r594, %r596, %r599, %r601, %r603, %r605, %r608, %r610, %r612, %r614, %r616, %r618, %r620, %r622, %r624, %r626, %r628, %r631 : tensor<2x1024x3072xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<48x1024xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xf32>, tensor<1024x96xbf16>, tensor<1024x96xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x9216xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x16384xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x32064xbf16>, tensor<2x1024x32064xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x32064xf32>, tensor<f32>, tensor<f32>, tensor<2048x32064xf32>, tensor<2048x32064xf32>, tensor<2x1024x32064xbf16>, tensor<32064x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<3072x8192xbf16>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x16384xbf16>, tensor<16384x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x8192xbf16>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2x1024x16384xbf16>, tensor<16384x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x48xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x32x1024x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x32x96xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<2x1024x9216xbf16>, tensor<9216x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xf32>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<32064x3072xbf16>
  }
}
