module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<152064x3584xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<1024x128xf32>, %arg13: tensor<1024x128xf32>, %arg14: tensor<2x1024x3584xbf16>, %arg15: tensor<2x1024x3584xf32>, %arg16: tensor<2x1024x3584xf32>, %arg17: tensor<2x1024xf32>, %arg18: tensor<2x1024xf32>, %arg19: tensor<2x1024x3584xf32>, %arg20: tensor<2x1024xf32>, %arg21: tensor<2x1024x3584xf32>, %arg22: tensor<3584xbf16>, %arg23: tensor<2x1024x3584xbf16>, %arg24: tensor<2048x3584xbf16>, %arg25: tensor<3584x3584xbf16>, %arg26: tensor<2048x3584xbf16>, %arg27: tensor<512x3584xbf16>, %arg28: tensor<2048x3584xbf16>, %arg29: tensor<512x3584xbf16>, %arg30: tensor<2x1024x28x128xbf16>, %arg31: tensor<1024x128xbf16>, %arg32: tensor<2x1024x28x64xbf16>, %arg33: tensor<2x1024x28x64xbf16>, %arg34: tensor<2x1024x28x64xbf16>, %arg35: tensor<2x28x1024x128xbf16>, %arg36: tensor<1024x128xbf16>, %arg37: tensor<2x1024x28x128xbf16>, %arg38: tensor<2x28x1024x128xbf16>, %arg39: tensor<2x1024x4x128xbf16>, %arg40: tensor<1024x128xbf16>, %arg41: tensor<2x1024x4x64xbf16>, %arg42: tensor<2x1024x4x64xbf16>, %arg43: tensor<2x1024x4x64xbf16>, %arg44: tensor<2x4x1024x128xbf16>, %arg45: tensor<1024x128xbf16>, %arg46: tensor<2x1024x4x128xbf16>, %arg47: tensor<2x4x1024x128xbf16>, %arg48: tensor<2x28x1024x128xbf16>, %arg49: tensor<2x4x1024x128xbf16>, %arg50: tensor<2x4x1024x128xbf16>, %arg51: tensor<2x28x1024x128xbf16>, %arg52: tensor<2048x3584xbf16>, %arg53: tensor<3584x3584xbf16>, %arg54: tensor<2x1024x3584xbf16>, %arg55: tensor<2x1024x3584xbf16>, %arg56: tensor<2x1024x3584xbf16>, %arg57: tensor<2x1024x3584xf32>, %arg58: tensor<2x1024x3584xf32>, %arg59: tensor<2x1024xf32>, %arg60: tensor<2x1024xf32>, %arg61: tensor<2x1024x3584xf32>, %arg62: tensor<2x1024xf32>, %arg63: tensor<2x1024x3584xf32>, %arg64: tensor<3584xbf16>, %arg65: tensor<2x1024x3584xbf16>, %arg66: tensor<2048x3584xbf16>, %arg67: tensor<18944x3584xbf16>, %arg68: tensor<2x1024x18944xbf16>, %arg69: tensor<2048x3584xbf16>, %arg70: tensor<18944x3584xbf16>, %arg71: tensor<2x1024x18944xbf16>, %arg72: tensor<2x1024x18944xbf16>, %arg73: tensor<2048x18944xbf16>, %arg74: tensor<3584x18944xbf16>, %arg75: tensor<2x1024x3584xbf16>, %arg76: tensor<2x1024x3584xbf16>, %arg77: tensor<2x1024x3584xbf16>, %arg78: tensor<2x1024x3584xf32>, %arg79: tensor<2x1024x3584xf32>, %arg80: tensor<2x1024xf32>, %arg81: tensor<2x1024xf32>, %arg82: tensor<2x1024x3584xf32>, %arg83: tensor<2x1024xf32>, %arg84: tensor<2x1024x3584xf32>, %arg85: tensor<3584xbf16>, %arg86: tensor<2x1024x3584xbf16>, %arg87: tensor<2048x3584xbf16>, %arg88: tensor<3584x3584xbf16>, %arg89: tensor<2048x3584xbf16>, %arg90: tensor<512x3584xbf16>, %arg91: tensor<2048x3584xbf16>, %arg92: tensor<512x3584xbf16>, %arg93: tensor<2x1024x28x128xbf16>, %arg94: tensor<1024x128xbf16>, %arg95: tensor<2x1024x28x64xbf16>, %arg96: tensor<2x1024x28x64xbf16>, %arg97: tensor<2x1024x28x64xbf16>, %arg98: tensor<2x28x1024x128xbf16>, %arg99: tensor<1024x128xbf16>, %arg100: tensor<2x1024x28x128xbf16>, %arg101: tensor<2x28x1024x128xbf16>, %arg102: tensor<2x1024x4x128xbf16>, %arg103: tensor<1024x128xbf16>, %arg104: tensor<2x1024x4x64xbf16>, %arg105: tensor<2x1024x4x64xbf16>, %arg106: tensor<2x1024x4x64xbf16>, %arg107: tensor<2x4x1024x128xbf16>, %arg108: tensor<1024x128xbf16>, %arg109: tensor<2x1024x4x128xbf16>, %arg110: tensor<2x4x1024x128xbf16>, %arg111: tensor<2x28x1024x128xbf16>, %arg112: tensor<2x4x1024x128xbf16>, %arg113: tensor<2x4x1024x128xbf16>, %arg114: tensor<2x28x1024x128xbf16>, %arg115: tensor<2048x3584xbf16>, %arg116: tensor<3584x3584xbf16>, %arg117: tensor<2x1024x3584xbf16>, %arg118: tensor<2x1024x3584xbf16>, %arg119: tensor<2x1024x3584xbf16>, %arg120: tensor<2x1024x3584xf32>, %arg121: tensor<2x1024x3584xf32>, %arg122: tensor<2x1024xf32>, %arg123: tensor<2x1024xf32>, %arg124: tensor<2x1024x3584xf32>, %arg125: tensor<2x1024xf32>, %arg126: tensor<2x1024x3584xf32>, %arg127: tensor<3584xbf16>, %arg128: tensor<2x1024x3584xbf16>, %arg129: tensor<2048x3584xbf16>, %arg130: tensor<18944x3584xbf16>, %arg131: tensor<2x1024x18944xbf16>, %arg132: tensor<2048x3584xbf16>, %arg133: tensor<18944x3584xbf16>, %arg134: tensor<2x1024x18944xbf16>, %arg135: tensor<2x1024x18944xbf16>, %arg136: tensor<2048x18944xbf16>, %arg137: tensor<3584x18944xbf16>, %arg138: tensor<2x1024x3584xbf16>, %arg139: tensor<2x1024x3584xbf16>, %arg140: tensor<2x1024x3584xbf16>, %arg141: tensor<2x1024x3584xf32>, %arg142: tensor<2x1024x3584xf32>, %arg143: tensor<2x1024xf32>, %arg144: tensor<2x1024xf32>, %arg145: tensor<2x1024x3584xf32>, %arg146: tensor<2x1024xf32>, %arg147: tensor<2x1024x3584xf32>, %arg148: tensor<3584xbf16>, %arg149: tensor<2x1024x3584xbf16>, %arg150: tensor<2048x3584xbf16>, %arg151: tensor<152064x3584xbf16>, %arg152: tensor<2x1024x152064xbf16>, %arg153: tensor<2x1024xi64>, %arg154: tensor<2x1024xi64>, %arg155: tensor<2048x152064xf32>, %arg156: tensor<2048xi64>, %arg157: tensor<f32>, %arg158: tensor<2048xi64>, %arg159: tensor<f32>, %arg160: tensor<2048x152064xf32>, %arg161: tensor<2048x152064xf32>, %arg162: tensor<2x1024x152064xf32>, %arg163: tensor<2048x152064xbf16>, %arg164: tensor<2048x3584xbf16>, %arg165: tensor<2048x152064xbf16>, %arg166: tensor<152064x3584xbf16>, %arg167: tensor<2x1024x3584xbf16>, %arg168: tensor<3584xbf16>, %arg169: tensor<2x1024x3584xbf16>, %arg170: tensor<2x1024x3584xbf16>, %arg171: tensor<2x1024x3584xbf16>, %arg172: tensor<2x1024x3584xbf16>, %arg173: tensor<2x1024x3584xf32>, %arg174: tensor<2x1024x3584xf32>, %arg175: tensor<2x1024x3584xf32>, %arg176: tensor<2x1024xf32>, %arg177: tensor<2x1024x3584xf32>, %arg178: tensor<2x1024xf32>, %arg179: tensor<2x1024xf32>, %arg180: tensor<2x1024xf32>, %arg181: tensor<2x1024xf32>, %arg182: tensor<2x1024xf32>, %arg183: tensor<2x1024x3584xf32>, %arg184: tensor<2x1024x3584xf32>, %arg185: tensor<2x1024x3584xf32>, %arg186: tensor<2x1024x3584xf32>, %arg187: tensor<2x1024x3584xf32>, %arg188: tensor<2x1024x3584xf32>, %arg189: tensor<2x1024x3584xf32>, %arg190: tensor<2048x3584xbf16>, %arg191: tensor<2048x18944xbf16>, %arg192: tensor<2048x3584xbf16>, %arg193: tensor<3584x18944xbf16>, %arg194: tensor<2x1024x18944xbf16>, %arg195: tensor<2x1024x18944xbf16>, %arg196: tensor<2x1024x18944xbf16>, %arg197: tensor<2x1024x18944xbf16>, %arg198: tensor<2048x18944xbf16>, %arg199: tensor<2048x3584xbf16>, %arg200: tensor<2048x18944xbf16>, %arg201: tensor<18944x3584xbf16>, %arg202: tensor<2x1024x18944xbf16>, %arg203: tensor<2x1024x18944xbf16>, %arg204: tensor<2048x18944xbf16>, %arg205: tensor<2048x3584xbf16>, %arg206: tensor<2048x18944xbf16>, %arg207: tensor<18944x3584xbf16>, %arg208: tensor<2x1024x3584xbf16>, %arg209: tensor<2x1024x3584xbf16>, %arg210: tensor<2x1024x3584xbf16>, %arg211: tensor<3584xbf16>, %arg212: tensor<2x1024x3584xbf16>, %arg213: tensor<2x1024x3584xbf16>, %arg214: tensor<2x1024x3584xbf16>, %arg215: tensor<2x1024x3584xbf16>, %arg216: tensor<2x1024x3584xf32>, %arg217: tensor<2x1024x3584xf32>, %arg218: tensor<2x1024x3584xf32>, %arg219: tensor<2x1024xf32>, %arg220: tensor<2x1024x3584xf32>, %arg221: tensor<2x1024xf32>, %arg222: tensor<2x1024xf32>, %arg223: tensor<2x1024xf32>, %arg224: tensor<2x1024xf32>, %arg225: tensor<2x1024xf32>, %arg226: tensor<2x1024x3584xf32>, %arg227: tensor<2x1024x3584xf32>, %arg228: tensor<2x1024x3584xf32>, %arg229: tensor<2x1024x3584xf32>, %arg230: tensor<2x1024x3584xf32>, %arg231: tensor<2x1024x3584xf32>, %arg232: tensor<2x1024x3584xf32>, %arg233: tensor<2x1024x3584xbf16>, %arg234: tensor<2x1024x3584xbf16>, %arg235: tensor<2048x3584xbf16>, %arg236: tensor<2048x3584xbf16>, %arg237: tensor<2048x3584xbf16>, %arg238: tensor<3584x3584xbf16>, %arg239: tensor<2x1024x4x128xbf16>, %arg240: tensor<1024x128xbf16>, %arg241: tensor<2x1024x4x64xbf16>, %arg242: tensor<2x1024x4x64xbf16>, %arg243: tensor<2x1024x4x64xbf16>, %arg244: tensor<2x4x1024x128xbf16>, %arg245: tensor<2x4x1024x128xbf16>, %arg246: tensor<2x1024x4x128xbf16>, %arg247: tensor<1024x128xbf16>, %arg248: tensor<2x4x1024x128xbf16>, %arg249: tensor<2x1024x4x128xbf16>, %arg250: tensor<2x1024x28x128xbf16>, %arg251: tensor<1024x128xbf16>, %arg252: tensor<2x1024x28x64xbf16>, %arg253: tensor<2x1024x28x64xbf16>, %arg254: tensor<2x1024x28x64xbf16>, %arg255: tensor<2x28x1024x128xbf16>, %arg256: tensor<2x28x1024x128xbf16>, %arg257: tensor<2x1024x28x128xbf16>, %arg258: tensor<1024x128xbf16>, %arg259: tensor<2x28x1024x128xbf16>, %arg260: tensor<2x1024x28x128xbf16>, %arg261: tensor<2048x512xbf16>, %arg262: tensor<512x3584xbf16>, %arg263: tensor<2048x512xbf16>, %arg264: tensor<2048x3584xbf16>, %arg265: tensor<2048x512xbf16>, %arg266: tensor<2x4x1024x128xbf16>, %arg267: tensor<2048x512xbf16>, %arg268: tensor<512x3584xbf16>, %arg269: tensor<2048x512xbf16>, %arg270: tensor<2048x3584xbf16>, %arg271: tensor<2048x512xbf16>, %arg272: tensor<2x1024x3584xbf16>, %arg273: tensor<2x1024x3584xbf16>, %arg274: tensor<2x28x1024x128xbf16>, %arg275: tensor<2048x3584xbf16>, %arg276: tensor<3584x3584xbf16>, %arg277: tensor<2048x3584xbf16>, %arg278: tensor<2048x3584xbf16>, %arg279: tensor<2048x3584xbf16>, %arg280: tensor<2x1024x3584xbf16>, %arg281: tensor<2x1024x3584xbf16>, %arg282: tensor<2x1024x3584xbf16>, %arg283: tensor<3584xbf16>, %arg284: tensor<2x1024x3584xbf16>, %arg285: tensor<2x1024x3584xbf16>, %arg286: tensor<2x1024x3584xbf16>, %arg287: tensor<2x1024x3584xbf16>, %arg288: tensor<2x1024x3584xf32>, %arg289: tensor<2x1024x3584xf32>, %arg290: tensor<2x1024x3584xf32>, %arg291: tensor<2x1024xf32>, %arg292: tensor<2x1024x3584xf32>, %arg293: tensor<2x1024xf32>, %arg294: tensor<2x1024xf32>, %arg295: tensor<2x1024xf32>, %arg296: tensor<2x1024xf32>, %arg297: tensor<2x1024xf32>, %arg298: tensor<2x1024x3584xf32>, %arg299: tensor<2x1024x3584xf32>, %arg300: tensor<2x1024x3584xf32>, %arg301: tensor<2x1024x3584xf32>, %arg302: tensor<2x1024x3584xf32>, %arg303: tensor<2x1024x3584xf32>, %arg304: tensor<2x1024x3584xf32>, %arg305: tensor<2x1024x3584xbf16>, %arg306: tensor<2x1024x3584xbf16>, %arg307: tensor<2048x3584xbf16>, %arg308: tensor<2048x18944xbf16>, %arg309: tensor<2048x3584xbf16>, %arg310: tensor<3584x18944xbf16>, %arg311: tensor<2x1024x18944xbf16>, %arg312: tensor<2x1024x18944xbf16>, %arg313: tensor<2x1024x18944xbf16>, %arg314: tensor<2x1024x18944xbf16>, %arg315: tensor<2048x18944xbf16>, %arg316: tensor<2048x3584xbf16>, %arg317: tensor<2048x18944xbf16>, %arg318: tensor<18944x3584xbf16>, %arg319: tensor<2x1024x18944xbf16>, %arg320: tensor<2x1024x18944xbf16>, %arg321: tensor<2048x18944xbf16>, %arg322: tensor<2048x3584xbf16>, %arg323: tensor<2048x18944xbf16>, %arg324: tensor<18944x3584xbf16>, %arg325: tensor<2x1024x3584xbf16>, %arg326: tensor<2x1024x3584xbf16>, %arg327: tensor<2x1024x3584xbf16>, %arg328: tensor<3584xbf16>, %arg329: tensor<2x1024x3584xbf16>, %arg330: tensor<2x1024x3584xbf16>, %arg331: tensor<2x1024x3584xbf16>, %arg332: tensor<2x1024x3584xbf16>, %arg333: tensor<2x1024x3584xf32>, %arg334: tensor<2x1024x3584xf32>, %arg335: tensor<2x1024x3584xf32>, %arg336: tensor<2x1024xf32>, %arg337: tensor<2x1024x3584xf32>, %arg338: tensor<2x1024xf32>, %arg339: tensor<2x1024xf32>, %arg340: tensor<2x1024xf32>, %arg341: tensor<2x1024xf32>, %arg342: tensor<2x1024xf32>, %arg343: tensor<2x1024x3584xf32>, %arg344: tensor<2x1024x3584xf32>, %arg345: tensor<2x1024x3584xf32>, %arg346: tensor<2x1024x3584xf32>, %arg347: tensor<2x1024x3584xf32>, %arg348: tensor<2x1024x3584xf32>, %arg349: tensor<2x1024x3584xf32>, %arg350: tensor<2x1024x3584xbf16>, %arg351: tensor<2x1024x3584xbf16>, %arg352: tensor<2048x3584xbf16>, %arg353: tensor<2048x3584xbf16>, %arg354: tensor<2048x3584xbf16>, %arg355: tensor<3584x3584xbf16>, %arg356: tensor<2x1024x4x128xbf16>, %arg357: tensor<1024x128xbf16>, %arg358: tensor<2x1024x4x64xbf16>, %arg359: tensor<2x1024x4x64xbf16>, %arg360: tensor<2x1024x4x64xbf16>, %arg361: tensor<2x4x1024x128xbf16>, %arg362: tensor<2x4x1024x128xbf16>, %arg363: tensor<2x1024x4x128xbf16>, %arg364: tensor<1024x128xbf16>, %arg365: tensor<2x4x1024x128xbf16>, %arg366: tensor<2x1024x4x128xbf16>, %arg367: tensor<2x1024x28x128xbf16>, %arg368: tensor<1024x128xbf16>, %arg369: tensor<2x1024x28x64xbf16>, %arg370: tensor<2x1024x28x64xbf16>, %arg371: tensor<2x1024x28x64xbf16>, %arg372: tensor<2x28x1024x128xbf16>, %arg373: tensor<2x28x1024x128xbf16>, %arg374: tensor<2x1024x28x128xbf16>, %arg375: tensor<1024x128xbf16>, %arg376: tensor<2x28x1024x128xbf16>, %arg377: tensor<2x1024x28x128xbf16>, %arg378: tensor<2048x512xbf16>, %arg379: tensor<512x3584xbf16>, %arg380: tensor<2048x512xbf16>, %arg381: tensor<2048x3584xbf16>, %arg382: tensor<2048x512xbf16>, %arg383: tensor<2x4x1024x128xbf16>, %arg384: tensor<2048x512xbf16>, %arg385: tensor<512x3584xbf16>, %arg386: tensor<2048x512xbf16>, %arg387: tensor<2048x3584xbf16>, %arg388: tensor<2048x512xbf16>, %arg389: tensor<2x1024x3584xbf16>, %arg390: tensor<2x1024x3584xbf16>, %arg391: tensor<2x28x1024x128xbf16>, %arg392: tensor<2048x3584xbf16>, %arg393: tensor<3584x3584xbf16>, %arg394: tensor<2048x3584xbf16>, %arg395: tensor<2048x3584xbf16>, %arg396: tensor<2048x3584xbf16>, %arg397: tensor<2x1024x3584xbf16>, %arg398: tensor<2x1024x3584xbf16>, %arg399: tensor<2x1024x3584xbf16>, %arg400: tensor<3584xbf16>, %arg401: tensor<2x1024x3584xbf16>, %arg402: tensor<2x1024x3584xbf16>, %arg403: tensor<2x1024x3584xbf16>, %arg404: tensor<2x1024x3584xbf16>, %arg405: tensor<2x1024x3584xf32>, %arg406: tensor<2x1024x3584xf32>, %arg407: tensor<2x1024x3584xf32>, %arg408: tensor<2x1024xf32>, %arg409: tensor<2x1024x3584xf32>, %arg410: tensor<2x1024xf32>, %arg411: tensor<2x1024xf32>, %arg412: tensor<2x1024xf32>, %arg413: tensor<2x1024xf32>, %arg414: tensor<2x1024xf32>, %arg415: tensor<2x1024x3584xf32>, %arg416: tensor<2x1024x3584xf32>, %arg417: tensor<2x1024x3584xf32>, %arg418: tensor<2x1024x3584xf32>, %arg419: tensor<2x1024x3584xf32>, %arg420: tensor<2x1024x3584xf32>, %arg421: tensor<2x1024x3584xf32>, %arg422: tensor<2x1024x3584xbf16>, %arg423: tensor<2x1024x3584xbf16>, %arg424: tensor<2x1024xi64>, %arg425: tensor<2x1024x3584xbf16>) -> (tensor<2x1024x3584xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x3584xbf16>, tensor<2048x512xbf16>, tensor<2048x512xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x3584xbf16>, tensor<2048x512xbf16>, tensor<2048x512xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x152064xbf16>, tensor<2x1024x152064xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x152064xf32>, tensor<f32>, tensor<f32>, tensor<2048x152064xf32>, tensor<2048x152064xf32>, tensor<2x1024x152064xbf16>, tensor<152064x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<3584x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x4x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x28x128xbf16>, tensor<2048x3584xbf16>, tensor<3584x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x4x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x28x128xbf16>, tensor<2048x3584xbf16>, tensor<3584x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<152064x3584xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 8.838835e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<152064x3584xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.embed_tokens:aten.embedding.default")
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
    %e26 = tensor.empty() : tensor<2x1024x3584xf32>
    %r27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg14 : tensor<2x1024x3584xbf16>) outs(%e26 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e28 = tensor.empty() : tensor<2x1024x3584xf32>
    %r29 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15 : tensor<2x1024x3584xf32>) outs(%e28 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg16 : tensor<2x1024x3584xf32>) outs(%z31 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e37 = tensor.empty() : tensor<2x1024x3584xf32>
    %r38 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %arg20 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e37 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e39 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x1024x3584xf32>) outs(%e39 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e41 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22, %arg23 : tensor<3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e41 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e43 = tensor.empty() : tensor<2048x3584xbf16>
    %z44 = linalg.fill ins(%c2 : bf16) outs(%e43 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r45 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg24, %arg25 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z44 : tensor<2048x3584xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x3584xbf16> loc("model.layers.0.self_attn.q_proj:aten.addmm.default")
    %e46 = tensor.empty() : tensor<2048x512xbf16>
    %z47 = linalg.fill ins(%c2 : bf16) outs(%e46 : tensor<2048x512xbf16>) -> tensor<2048x512xbf16>
    %r48 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg26, %arg27 : tensor<2048x3584xbf16>, tensor<512x3584xbf16>) outs(%z47 : tensor<2048x512xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x512xbf16> loc("model.layers.0.self_attn.k_proj:aten.addmm.default")
    %e49 = tensor.empty() : tensor<2048x512xbf16>
    %z50 = linalg.fill ins(%c2 : bf16) outs(%e49 : tensor<2048x512xbf16>) -> tensor<2048x512xbf16>
    %r51 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg28, %arg29 : tensor<2048x3584xbf16>, tensor<512x3584xbf16>) outs(%z50 : tensor<2048x512xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x512xbf16> loc("model.layers.0.self_attn.v_proj:aten.addmm.default")
    %e52 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg30, %arg31 : tensor<2x1024x28x128xbf16>, tensor<1024x128xbf16>) outs(%e52 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x28x64xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32 : tensor<2x1024x28x64xbf16>) outs(%e54 : tensor<2x1024x28x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e56 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg33, %arg34 : tensor<2x1024x28x64xbf16>, tensor<2x1024x28x64xbf16>) outs(%e56 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e58 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg35, %arg36 : tensor<2x28x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e58 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x28x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%e60 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e62 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x4x128xbf16>, tensor<1024x128xbf16>) outs(%e62 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e64 = tensor.empty() : tensor<2x1024x4x64xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg41 : tensor<2x1024x4x64xbf16>) outs(%e64 : tensor<2x1024x4x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e66 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg42, %arg43 : tensor<2x1024x4x64xbf16>, tensor<2x1024x4x64xbf16>) outs(%e66 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e68 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg44, %arg45 : tensor<2x4x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e68 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e70 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg46, %arg47 : tensor<2x1024x4x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%e70 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e72 = tensor.empty() : tensor<2x4x7x1024x128xbf16>
    %bc73 = linalg.broadcast ins(%arg49 : tensor<2x4x1024x128xbf16>) outs(%e72 : tensor<2x4x7x1024x128xbf16>) dimensions = [2]
    %kv74 = tensor.collapse_shape %bc73 [[0], [1, 2], [3], [4]] : tensor<2x4x7x1024x128xbf16> into tensor<2x28x1024x128xbf16>
    %e75 = tensor.empty() : tensor<2x4x7x1024x128xbf16>
    %bc76 = linalg.broadcast ins(%arg50 : tensor<2x4x1024x128xbf16>) outs(%e75 : tensor<2x4x7x1024x128xbf16>) dimensions = [2]
    %kv77 = tensor.collapse_shape %bc76 [[0], [1, 2], [3], [4]] : tensor<2x4x7x1024x128xbf16> into tensor<2x28x1024x128xbf16>
    %e78 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %z79 = linalg.fill ins(%c2 : bf16) outs(%e78 : tensor<2x28x1024x1024xbf16>) -> tensor<2x28x1024x1024xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg48, %kv74 : tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%z79 : tensor<2x28x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e82 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %m81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r80 : tensor<2x28x1024x1024xbf16>) outs(%e82 : tensor<2x28x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x28x1024x1024xbf16>
    %e84 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %p83 = linalg.softmax dimension(3) ins(%m81 : tensor<2x28x1024x1024xbf16>) outs(%e84 : tensor<2x28x1024x1024xbf16>) -> tensor<2x28x1024x1024xbf16>
    %e85 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z86 = linalg.fill ins(%c2 : bf16) outs(%e85 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p83, %kv77 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z86 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e88 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %z89 = linalg.fill ins(%c2 : bf16) outs(%e88 : tensor<2x28x1024x1024xbf16>) -> tensor<2x28x1024x1024xbf16>
    %r90 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg51, %kv77 : tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%z89 : tensor<2x28x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e91 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z92 = linalg.fill ins(%c2 : bf16) outs(%e91 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p83, %arg51 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z92 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e94 = tensor.empty() : tensor<2x28x1024xbf16>
    %z95 = linalg.fill ins(%c2 : bf16) outs(%e94 : tensor<2x28x1024xbf16>) -> tensor<2x28x1024xbf16>
    %rs96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p83, %r90 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x1024xbf16>) outs(%z95 : tensor<2x28x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024xbf16>
    %e98 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %ds97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p83, %r90, %rs96 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x1024xbf16>, tensor<2x28x1024xbf16>) outs(%e98 : tensor<2x28x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x28x1024x1024xbf16>
    %e99 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z100 = linalg.fill ins(%c2 : bf16) outs(%e99 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds97, %kv74 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z100 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e102 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z103 = linalg.fill ins(%c2 : bf16) outs(%e102 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds97, %arg48 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z103 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %g105 = tensor.expand_shape %r104 [[0], [1, 2], [3], [4]] output_shape [2, 4, 7, 1024, 128] : tensor<2x28x1024x128xbf16> into tensor<2x4x7x1024x128xbf16>
    %e106 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %z107 = linalg.fill ins(%c2 : bf16) outs(%e106 : tensor<2x4x1024x128xbf16>) -> tensor<2x4x1024x128xbf16>
    %gs108 = linalg.reduce ins(%g105 : tensor<2x4x7x1024x128xbf16>) outs(%z107 : tensor<2x4x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g109 = tensor.expand_shape %r93 [[0], [1, 2], [3], [4]] output_shape [2, 4, 7, 1024, 128] : tensor<2x28x1024x128xbf16> into tensor<2x4x7x1024x128xbf16>
    %e110 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %z111 = linalg.fill ins(%c2 : bf16) outs(%e110 : tensor<2x4x1024x128xbf16>) -> tensor<2x4x1024x128xbf16>
    %gs112 = linalg.reduce ins(%g109 : tensor<2x4x7x1024x128xbf16>) outs(%z111 : tensor<2x4x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e113 = tensor.empty() : tensor<2048x3584xbf16>
    %z114 = linalg.fill ins(%c2 : bf16) outs(%e113 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r115 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg52, %arg53 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z114 : tensor<2048x3584xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3584xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e116 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54, %arg55 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e116 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0:aten.add.Tensor")
    %e118 = tensor.empty() : tensor<2x1024x3584xf32>
    %r119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x1024x3584xbf16>) outs(%e118 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e120 = tensor.empty() : tensor<2x1024x3584xf32>
    %r121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57 : tensor<2x1024x3584xf32>) outs(%e120 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e122 = tensor.empty() : tensor<2x1024xf32>
    %z123 = linalg.fill ins(%c1 : f32) outs(%e122 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg58 : tensor<2x1024x3584xf32>) outs(%z123 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e129 = tensor.empty() : tensor<2x1024x3584xf32>
    %r130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg61, %arg62 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e129 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e131 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63 : tensor<2x1024x3584xf32>) outs(%e131 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e133 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64, %arg65 : tensor<3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e133 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e135 = tensor.empty() : tensor<2048x18944xbf16>
    %z136 = linalg.fill ins(%c2 : bf16) outs(%e135 : tensor<2048x18944xbf16>) -> tensor<2048x18944xbf16>
    %r137 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg66, %arg67 : tensor<2048x3584xbf16>, tensor<18944x3584xbf16>) outs(%z136 : tensor<2048x18944xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x18944xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e138 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg68 : tensor<2x1024x18944xbf16>) outs(%e138 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.0.mlp.act_fn:aten.silu.default")
    %e140 = tensor.empty() : tensor<2048x18944xbf16>
    %z141 = linalg.fill ins(%c2 : bf16) outs(%e140 : tensor<2048x18944xbf16>) -> tensor<2048x18944xbf16>
    %r142 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg69, %arg70 : tensor<2048x3584xbf16>, tensor<18944x3584xbf16>) outs(%z141 : tensor<2048x18944xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x18944xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e143 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg71, %arg72 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e143 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e145 = tensor.empty() : tensor<2048x3584xbf16>
    %z146 = linalg.fill ins(%c2 : bf16) outs(%e145 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r147 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg73, %arg74 : tensor<2048x18944xbf16>, tensor<3584x18944xbf16>) outs(%z146 : tensor<2048x3584xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3584xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e148 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75, %arg76 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e148 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0:aten.add.Tensor")
    %e150 = tensor.empty() : tensor<2x1024x3584xf32>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77 : tensor<2x1024x3584xbf16>) outs(%e150 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e152 = tensor.empty() : tensor<2x1024x3584xf32>
    %r153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg78 : tensor<2x1024x3584xf32>) outs(%e152 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e154 = tensor.empty() : tensor<2x1024xf32>
    %z155 = linalg.fill ins(%c1 : f32) outs(%e154 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg79 : tensor<2x1024x3584xf32>) outs(%z155 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e161 = tensor.empty() : tensor<2x1024x3584xf32>
    %r162 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg82, %arg83 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e161 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e163 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<2x1024x3584xf32>) outs(%e163 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e165 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg85, %arg86 : tensor<3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e165 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e167 = tensor.empty() : tensor<2048x3584xbf16>
    %z168 = linalg.fill ins(%c2 : bf16) outs(%e167 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r169 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg87, %arg88 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z168 : tensor<2048x3584xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x3584xbf16> loc("model.layers.1.self_attn.q_proj:aten.addmm.default")
    %e170 = tensor.empty() : tensor<2048x512xbf16>
    %z171 = linalg.fill ins(%c2 : bf16) outs(%e170 : tensor<2048x512xbf16>) -> tensor<2048x512xbf16>
    %r172 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg89, %arg90 : tensor<2048x3584xbf16>, tensor<512x3584xbf16>) outs(%z171 : tensor<2048x512xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x512xbf16> loc("model.layers.1.self_attn.k_proj:aten.addmm.default")
    %e173 = tensor.empty() : tensor<2048x512xbf16>
    %z174 = linalg.fill ins(%c2 : bf16) outs(%e173 : tensor<2048x512xbf16>) -> tensor<2048x512xbf16>
    %r175 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg91, %arg92 : tensor<2048x3584xbf16>, tensor<512x3584xbf16>) outs(%z174 : tensor<2048x512xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x512xbf16> loc("model.layers.1.self_attn.v_proj:aten.addmm.default")
    %e176 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg93, %arg94 : tensor<2x1024x28x128xbf16>, tensor<1024x128xbf16>) outs(%e176 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e178 = tensor.empty() : tensor<2x1024x28x64xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg95 : tensor<2x1024x28x64xbf16>) outs(%e178 : tensor<2x1024x28x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e180 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg96, %arg97 : tensor<2x1024x28x64xbf16>, tensor<2x1024x28x64xbf16>) outs(%e180 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e182 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg98, %arg99 : tensor<2x28x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e182 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e184 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg100, %arg101 : tensor<2x1024x28x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%e184 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e186 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x4x128xbf16>, tensor<1024x128xbf16>) outs(%e186 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e188 = tensor.empty() : tensor<2x1024x4x64xbf16>
    %r189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104 : tensor<2x1024x4x64xbf16>) outs(%e188 : tensor<2x1024x4x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e190 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg105, %arg106 : tensor<2x1024x4x64xbf16>, tensor<2x1024x4x64xbf16>) outs(%e190 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e192 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg107, %arg108 : tensor<2x4x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e192 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e194 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109, %arg110 : tensor<2x1024x4x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%e194 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e196 = tensor.empty() : tensor<2x4x7x1024x128xbf16>
    %bc197 = linalg.broadcast ins(%arg112 : tensor<2x4x1024x128xbf16>) outs(%e196 : tensor<2x4x7x1024x128xbf16>) dimensions = [2]
    %kv198 = tensor.collapse_shape %bc197 [[0], [1, 2], [3], [4]] : tensor<2x4x7x1024x128xbf16> into tensor<2x28x1024x128xbf16>
    %e199 = tensor.empty() : tensor<2x4x7x1024x128xbf16>
    %bc200 = linalg.broadcast ins(%arg113 : tensor<2x4x1024x128xbf16>) outs(%e199 : tensor<2x4x7x1024x128xbf16>) dimensions = [2]
    %kv201 = tensor.collapse_shape %bc200 [[0], [1, 2], [3], [4]] : tensor<2x4x7x1024x128xbf16> into tensor<2x28x1024x128xbf16>
    %e202 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %z203 = linalg.fill ins(%c2 : bf16) outs(%e202 : tensor<2x28x1024x1024xbf16>) -> tensor<2x28x1024x1024xbf16>
    %r204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg111, %kv198 : tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%z203 : tensor<2x28x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e206 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %m205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r204 : tensor<2x28x1024x1024xbf16>) outs(%e206 : tensor<2x28x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x28x1024x1024xbf16>
    %e208 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %p207 = linalg.softmax dimension(3) ins(%m205 : tensor<2x28x1024x1024xbf16>) outs(%e208 : tensor<2x28x1024x1024xbf16>) -> tensor<2x28x1024x1024xbf16>
    %e209 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z210 = linalg.fill ins(%c2 : bf16) outs(%e209 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p207, %kv201 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z210 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e212 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %z213 = linalg.fill ins(%c2 : bf16) outs(%e212 : tensor<2x28x1024x1024xbf16>) -> tensor<2x28x1024x1024xbf16>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg114, %kv201 : tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%z213 : tensor<2x28x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e215 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z216 = linalg.fill ins(%c2 : bf16) outs(%e215 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p207, %arg114 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z216 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e218 = tensor.empty() : tensor<2x28x1024xbf16>
    %z219 = linalg.fill ins(%c2 : bf16) outs(%e218 : tensor<2x28x1024xbf16>) -> tensor<2x28x1024xbf16>
    %rs220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p207, %r214 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x1024xbf16>) outs(%z219 : tensor<2x28x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024xbf16>
    %e222 = tensor.empty() : tensor<2x28x1024x1024xbf16>
    %ds221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p207, %r214, %rs220 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x1024xbf16>, tensor<2x28x1024xbf16>) outs(%e222 : tensor<2x28x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x28x1024x1024xbf16>
    %e223 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z224 = linalg.fill ins(%c2 : bf16) outs(%e223 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r225 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds221, %kv198 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z224 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e226 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %z227 = linalg.fill ins(%c2 : bf16) outs(%e226 : tensor<2x28x1024x128xbf16>) -> tensor<2x28x1024x128xbf16>
    %r228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds221, %arg111 : tensor<2x28x1024x1024xbf16>, tensor<2x28x1024x128xbf16>) outs(%z227 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %g229 = tensor.expand_shape %r228 [[0], [1, 2], [3], [4]] output_shape [2, 4, 7, 1024, 128] : tensor<2x28x1024x128xbf16> into tensor<2x4x7x1024x128xbf16>
    %e230 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %z231 = linalg.fill ins(%c2 : bf16) outs(%e230 : tensor<2x4x1024x128xbf16>) -> tensor<2x4x1024x128xbf16>
    %gs232 = linalg.reduce ins(%g229 : tensor<2x4x7x1024x128xbf16>) outs(%z231 : tensor<2x4x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g233 = tensor.expand_shape %r217 [[0], [1, 2], [3], [4]] output_shape [2, 4, 7, 1024, 128] : tensor<2x28x1024x128xbf16> into tensor<2x4x7x1024x128xbf16>
    %e234 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %z235 = linalg.fill ins(%c2 : bf16) outs(%e234 : tensor<2x4x1024x128xbf16>) -> tensor<2x4x1024x128xbf16>
    %gs236 = linalg.reduce ins(%g233 : tensor<2x4x7x1024x128xbf16>) outs(%z235 : tensor<2x4x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e237 = tensor.empty() : tensor<2048x3584xbf16>
    %z238 = linalg.fill ins(%c2 : bf16) outs(%e237 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r239 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg115, %arg116 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z238 : tensor<2048x3584xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3584xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e240 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e240 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1:aten.add.Tensor")
    %e242 = tensor.empty() : tensor<2x1024x3584xf32>
    %r243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119 : tensor<2x1024x3584xbf16>) outs(%e242 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e244 = tensor.empty() : tensor<2x1024x3584xf32>
    %r245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120 : tensor<2x1024x3584xf32>) outs(%e244 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e246 = tensor.empty() : tensor<2x1024xf32>
    %z247 = linalg.fill ins(%c1 : f32) outs(%e246 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg121 : tensor<2x1024x3584xf32>) outs(%z247 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e253 = tensor.empty() : tensor<2x1024x3584xf32>
    %r254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg124, %arg125 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e253 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e255 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg126 : tensor<2x1024x3584xf32>) outs(%e255 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e257 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127, %arg128 : tensor<3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e257 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e259 = tensor.empty() : tensor<2048x18944xbf16>
    %z260 = linalg.fill ins(%c2 : bf16) outs(%e259 : tensor<2048x18944xbf16>) -> tensor<2048x18944xbf16>
    %r261 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg129, %arg130 : tensor<2048x3584xbf16>, tensor<18944x3584xbf16>) outs(%z260 : tensor<2048x18944xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x18944xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e262 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg131 : tensor<2x1024x18944xbf16>) outs(%e262 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.1.mlp.act_fn:aten.silu.default")
    %e264 = tensor.empty() : tensor<2048x18944xbf16>
    %z265 = linalg.fill ins(%c2 : bf16) outs(%e264 : tensor<2048x18944xbf16>) -> tensor<2048x18944xbf16>
    %r266 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg132, %arg133 : tensor<2048x3584xbf16>, tensor<18944x3584xbf16>) outs(%z265 : tensor<2048x18944xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x18944xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e267 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg134, %arg135 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e267 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e269 = tensor.empty() : tensor<2048x3584xbf16>
    %z270 = linalg.fill ins(%c2 : bf16) outs(%e269 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r271 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg136, %arg137 : tensor<2048x18944xbf16>, tensor<3584x18944xbf16>) outs(%z270 : tensor<2048x3584xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3584xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e272 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138, %arg139 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e272 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1:aten.add.Tensor")
    %e274 = tensor.empty() : tensor<2x1024x3584xf32>
    %r275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg140 : tensor<2x1024x3584xbf16>) outs(%e274 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten._to_copy.default")
    %e276 = tensor.empty() : tensor<2x1024x3584xf32>
    %r277 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141 : tensor<2x1024x3584xf32>) outs(%e276 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e278 = tensor.empty() : tensor<2x1024xf32>
    %z279 = linalg.fill ins(%c1 : f32) outs(%e278 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg142 : tensor<2x1024x3584xf32>) outs(%z279 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mean.dim"} {
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
    %e285 = tensor.empty() : tensor<2x1024x3584xf32>
    %r286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145, %arg146 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e285 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.mul.Tensor")
    %e287 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg147 : tensor<2x1024x3584xf32>) outs(%e287 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.norm:aten._to_copy.default")
    %e289 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148, %arg149 : tensor<3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e289 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.norm:aten.mul.Tensor")
    %e291 = tensor.empty() : tensor<2048x152064xbf16>
    %z292 = linalg.fill ins(%c2 : bf16) outs(%e291 : tensor<2048x152064xbf16>) -> tensor<2048x152064xbf16>
    %r293 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg150, %arg151 : tensor<2048x3584xbf16>, tensor<152064x3584xbf16>) outs(%z292 : tensor<2048x152064xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x152064xbf16> loc("lm_head:aten.mm.default")
    %e294 = tensor.empty() : tensor<2x1024x152064xf32>
    %r295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg152 : tensor<2x1024x152064xbf16>) outs(%e294 : tensor<2x1024x152064xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x152064xf32> loc("aten._to_copy.default")
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
    %e300 = tensor.empty() : tensor<2048x152064xf32>
    %z301 = linalg.fill ins(%c1 : f32) outs(%e300 : tensor<2048x152064xf32>) -> tensor<2048x152064xf32>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg155 : tensor<2048x152064xf32>) outs(%z301 : tensor<2048x152064xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x152064xf32> loc("aten._log_softmax.default")
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
    %e308 = tensor.empty() : tensor<2048x152064xf32>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157, %arg158, %arg159 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e308 : tensor<2048x152064xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x152064xf32> loc("aten.nll_loss_backward.default")
    %e310 = tensor.empty() : tensor<2048x152064xf32>
    %z311 = linalg.fill ins(%c1 : f32) outs(%e310 : tensor<2048x152064xf32>) -> tensor<2048x152064xf32>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg160, %arg161 : tensor<2048x152064xf32>, tensor<2048x152064xf32>) outs(%z311 : tensor<2048x152064xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x152064xf32> loc("aten._log_softmax_backward_data.default")
    %e313 = tensor.empty() : tensor<2x1024x152064xbf16>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg162 : tensor<2x1024x152064xf32>) outs(%e313 : tensor<2x1024x152064xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x152064xbf16> loc("aten._to_copy.default")
    %e315 = tensor.empty() : tensor<152064x3584xbf16>
    %z316 = linalg.fill ins(%c2 : bf16) outs(%e315 : tensor<152064x3584xbf16>) -> tensor<152064x3584xbf16>
    %r317 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg163, %arg164 : tensor<2048x152064xbf16>, tensor<2048x3584xbf16>) outs(%z316 : tensor<152064x3584xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<152064x3584xbf16> loc("lm_head:aten.mm.default")
    %e318 = tensor.empty() : tensor<2048x3584xbf16>
    %z319 = linalg.fill ins(%c2 : bf16) outs(%e318 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r320 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg165, %arg166 : tensor<2048x152064xbf16>, tensor<152064x3584xbf16>) outs(%z319 : tensor<2048x3584xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("lm_head:aten.mm.default")
    %e321 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg167, %arg168 : tensor<2x1024x3584xbf16>, tensor<3584xbf16>) outs(%e321 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.norm:aten.mul.Tensor")
    %e323 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg169, %arg170 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e323 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.norm:aten.mul.Tensor")
    %e325 = tensor.empty() : tensor<3584xbf16>
    %z326 = linalg.fill ins(%c2 : bf16) outs(%e325 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %r327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg171 : tensor<2x1024x3584xbf16>) outs(%z326 : tensor<3584xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3584xbf16> loc("model.norm:aten.sum.dim_IntList")
    %e328 = tensor.empty() : tensor<2x1024x3584xf32>
    %r329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg172 : tensor<2x1024x3584xbf16>) outs(%e328 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten._to_copy.default")
    %e330 = tensor.empty() : tensor<2x1024x3584xf32>
    %r331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173, %arg174 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e330 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.mul.Tensor")
    %e332 = tensor.empty() : tensor<2x1024x3584xf32>
    %r333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175, %arg176 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e332 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.mul.Tensor")
    %e334 = tensor.empty() : tensor<2x1024xf32>
    %z335 = linalg.fill ins(%c1 : f32) outs(%e334 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg177 : tensor<2x1024x3584xf32>) outs(%z335 : tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
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
    %e343 = tensor.empty() : tensor<2x1024x3584xf32>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182 : tensor<2x1024xf32>) outs(%e343 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.div.Scalar")
    %e345 = tensor.empty() : tensor<2x1024x3584xf32>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg183 : tensor<2x1024x3584xf32>) outs(%e345 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.pow.Tensor_Scalar")
    %e347 = tensor.empty() : tensor<2x1024x3584xf32>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg184 : tensor<2x1024x3584xf32>) outs(%e347 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.mul.Scalar")
    %e349 = tensor.empty() : tensor<2x1024x3584xf32>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg185, %arg186 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e349 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.mul.Tensor")
    %e351 = tensor.empty() : tensor<2x1024x3584xf32>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187, %arg188 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e351 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.norm:aten.add.Tensor")
    %e353 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg189 : tensor<2x1024x3584xf32>) outs(%e353 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.norm:aten._to_copy.default")
    %e355 = tensor.empty() : tensor<3584x18944xbf16>
    %z356 = linalg.fill ins(%c2 : bf16) outs(%e355 : tensor<3584x18944xbf16>) -> tensor<3584x18944xbf16>
    %r357 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg190, %arg191 : tensor<2048x3584xbf16>, tensor<2048x18944xbf16>) outs(%z356 : tensor<3584x18944xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3584x18944xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e358 = tensor.empty() : tensor<2048x18944xbf16>
    %z359 = linalg.fill ins(%c2 : bf16) outs(%e358 : tensor<2048x18944xbf16>) -> tensor<2048x18944xbf16>
    %r360 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg192, %arg193 : tensor<2048x3584xbf16>, tensor<3584x18944xbf16>) outs(%z359 : tensor<2048x18944xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x18944xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e361 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg194, %arg195 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e361 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e363 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg196, %arg197 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e363 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e365 = tensor.empty() : tensor<18944x3584xbf16>
    %z366 = linalg.fill ins(%c2 : bf16) outs(%e365 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %r367 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg198, %arg199 : tensor<2048x18944xbf16>, tensor<2048x3584xbf16>) outs(%z366 : tensor<18944x3584xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<18944x3584xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e368 = tensor.empty() : tensor<2048x3584xbf16>
    %z369 = linalg.fill ins(%c2 : bf16) outs(%e368 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r370 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg200, %arg201 : tensor<2048x18944xbf16>, tensor<18944x3584xbf16>) outs(%z369 : tensor<2048x3584xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e371 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg202, %arg203 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e371 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.1.mlp.act_fn:aten.silu_backward.default")
    %e373 = tensor.empty() : tensor<18944x3584xbf16>
    %z374 = linalg.fill ins(%c2 : bf16) outs(%e373 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %r375 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg204, %arg205 : tensor<2048x18944xbf16>, tensor<2048x3584xbf16>) outs(%z374 : tensor<18944x3584xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<18944x3584xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e376 = tensor.empty() : tensor<2048x3584xbf16>
    %z377 = linalg.fill ins(%c2 : bf16) outs(%e376 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r378 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg206, %arg207 : tensor<2048x18944xbf16>, tensor<18944x3584xbf16>) outs(%z377 : tensor<2048x3584xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e379 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg208, %arg209 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e379 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e381 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x1024x3584xbf16>, tensor<3584xbf16>) outs(%e381 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e383 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg212, %arg213 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e383 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e385 = tensor.empty() : tensor<3584xbf16>
    %z386 = linalg.fill ins(%c2 : bf16) outs(%e385 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %r387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg214 : tensor<2x1024x3584xbf16>) outs(%z386 : tensor<3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3584xbf16> loc("model.layers.1.post_attention_layernorm:aten.sum.dim_IntList")
    %e388 = tensor.empty() : tensor<2x1024x3584xf32>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg215 : tensor<2x1024x3584xbf16>) outs(%e388 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e390 = tensor.empty() : tensor<2x1024x3584xf32>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg216, %arg217 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e390 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e392 = tensor.empty() : tensor<2x1024x3584xf32>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %arg219 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e392 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e394 = tensor.empty() : tensor<2x1024xf32>
    %z395 = linalg.fill ins(%c1 : f32) outs(%e394 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg220 : tensor<2x1024x3584xf32>) outs(%z395 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
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
    %e403 = tensor.empty() : tensor<2x1024x3584xf32>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2x1024xf32>) outs(%e403 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.div.Scalar")
    %e405 = tensor.empty() : tensor<2x1024x3584xf32>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x1024x3584xf32>) outs(%e405 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e407 = tensor.empty() : tensor<2x1024x3584xf32>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227 : tensor<2x1024x3584xf32>) outs(%e407 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Scalar")
    %e409 = tensor.empty() : tensor<2x1024x3584xf32>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg228, %arg229 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e409 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.mul.Tensor")
    %e411 = tensor.empty() : tensor<2x1024x3584xf32>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg230, %arg231 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e411 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e413 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg232 : tensor<2x1024x3584xf32>) outs(%e413 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.post_attention_layernorm:aten._to_copy.default")
    %e415 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg233, %arg234 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e415 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e417 = tensor.empty() : tensor<3584x3584xbf16>
    %z418 = linalg.fill ins(%c2 : bf16) outs(%e417 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %r419 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg235, %arg236 : tensor<2048x3584xbf16>, tensor<2048x3584xbf16>) outs(%z418 : tensor<3584x3584xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3584x3584xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e420 = tensor.empty() : tensor<2048x3584xbf16>
    %z421 = linalg.fill ins(%c2 : bf16) outs(%e420 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r422 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg237, %arg238 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z421 : tensor<2048x3584xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e423 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg239, %arg240 : tensor<2x1024x4x128xbf16>, tensor<1024x128xbf16>) outs(%e423 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e425 = tensor.empty() : tensor<2x1024x4x64xbf16>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg241 : tensor<2x1024x4x64xbf16>) outs(%e425 : tensor<2x1024x4x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e427 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg242 : tensor<2x1024x4x64xbf16>) outs(%e427 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e429 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg243 : tensor<2x1024x4x64xbf16>) outs(%e429 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e431 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg244, %arg245 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%e431 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e433 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg246, %arg247 : tensor<2x1024x4x128xbf16>, tensor<1024x128xbf16>) outs(%e433 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e435 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>) outs(%e435 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e437 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r438 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg250, %arg251 : tensor<2x1024x28x128xbf16>, tensor<1024x128xbf16>) outs(%e437 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e439 = tensor.empty() : tensor<2x1024x28x64xbf16>
    %r440 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg252 : tensor<2x1024x28x64xbf16>) outs(%e439 : tensor<2x1024x28x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e441 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r442 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg253 : tensor<2x1024x28x64xbf16>) outs(%e441 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e443 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg254 : tensor<2x1024x28x64xbf16>) outs(%e443 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e445 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg255, %arg256 : tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%e445 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e447 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg257, %arg258 : tensor<2x1024x28x128xbf16>, tensor<1024x128xbf16>) outs(%e447 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e449 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r450 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>) outs(%e449 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e451 = tensor.empty() : tensor<2048x3584xbf16>
    %z452 = linalg.fill ins(%c2 : bf16) outs(%e451 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r453 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg261, %arg262 : tensor<2048x512xbf16>, tensor<512x3584xbf16>) outs(%z452 : tensor<2048x3584xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e454 = tensor.empty() : tensor<512x3584xbf16>
    %z455 = linalg.fill ins(%c2 : bf16) outs(%e454 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %r456 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg263, %arg264 : tensor<2048x512xbf16>, tensor<2048x3584xbf16>) outs(%z455 : tensor<512x3584xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<512x3584xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e457 = tensor.empty() : tensor<512xbf16>
    %z458 = linalg.fill ins(%c2 : bf16) outs(%e457 : tensor<512xbf16>) -> tensor<512xbf16>
    %r459 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg265 : tensor<2048x512xbf16>) outs(%z458 : tensor<512xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<512xbf16> loc("model.layers.1.self_attn.v_proj:aten.sum.dim_IntList")
    %e460 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg266 : tensor<2x4x1024x128xbf16>) outs(%e460 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e462 = tensor.empty() : tensor<2048x3584xbf16>
    %z463 = linalg.fill ins(%c2 : bf16) outs(%e462 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r464 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg267, %arg268 : tensor<2048x512xbf16>, tensor<512x3584xbf16>) outs(%z463 : tensor<2048x3584xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e465 = tensor.empty() : tensor<512x3584xbf16>
    %z466 = linalg.fill ins(%c2 : bf16) outs(%e465 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %r467 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg269, %arg270 : tensor<2048x512xbf16>, tensor<2048x3584xbf16>) outs(%z466 : tensor<512x3584xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<512x3584xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e468 = tensor.empty() : tensor<512xbf16>
    %z469 = linalg.fill ins(%c2 : bf16) outs(%e468 : tensor<512xbf16>) -> tensor<512xbf16>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg271 : tensor<2048x512xbf16>) outs(%z469 : tensor<512xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<512xbf16> loc("model.layers.1.self_attn.k_proj:aten.sum.dim_IntList")
    %e471 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg272, %arg273 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e471 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e473 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg274 : tensor<2x28x1024x128xbf16>) outs(%e473 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e475 = tensor.empty() : tensor<2048x3584xbf16>
    %z476 = linalg.fill ins(%c2 : bf16) outs(%e475 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r477 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z476 : tensor<2048x3584xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e478 = tensor.empty() : tensor<3584x3584xbf16>
    %z479 = linalg.fill ins(%c2 : bf16) outs(%e478 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %r480 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg277, %arg278 : tensor<2048x3584xbf16>, tensor<2048x3584xbf16>) outs(%z479 : tensor<3584x3584xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<3584x3584xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e481 = tensor.empty() : tensor<3584xbf16>
    %z482 = linalg.fill ins(%c2 : bf16) outs(%e481 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %r483 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg279 : tensor<2048x3584xbf16>) outs(%z482 : tensor<3584xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3584xbf16> loc("model.layers.1.self_attn.q_proj:aten.sum.dim_IntList")
    %e484 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg280, %arg281 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e484 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e486 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg282, %arg283 : tensor<2x1024x3584xbf16>, tensor<3584xbf16>) outs(%e486 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e488 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r489 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg284, %arg285 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e488 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e490 = tensor.empty() : tensor<3584xbf16>
    %z491 = linalg.fill ins(%c2 : bf16) outs(%e490 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg286 : tensor<2x1024x3584xbf16>) outs(%z491 : tensor<3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3584xbf16> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e493 = tensor.empty() : tensor<2x1024x3584xf32>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg287 : tensor<2x1024x3584xbf16>) outs(%e493 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e495 = tensor.empty() : tensor<2x1024x3584xf32>
    %r496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg288, %arg289 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e495 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e497 = tensor.empty() : tensor<2x1024x3584xf32>
    %r498 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg290, %arg291 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e497 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e499 = tensor.empty() : tensor<2x1024xf32>
    %z500 = linalg.fill ins(%c1 : f32) outs(%e499 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r501 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg292 : tensor<2x1024x3584xf32>) outs(%z500 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.sum.dim_IntList")
    %e502 = tensor.empty() : tensor<2x1024xf32>
    %r503 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg293 : tensor<2x1024xf32>) outs(%e502 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e504 = tensor.empty() : tensor<2x1024xf32>
    %r505 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg294 : tensor<2x1024xf32>) outs(%e504 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e506 = tensor.empty() : tensor<2x1024xf32>
    %r507 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg295, %arg296 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e506 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e508 = tensor.empty() : tensor<2x1024x3584xf32>
    %r509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg297 : tensor<2x1024xf32>) outs(%e508 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.div.Scalar")
    %e510 = tensor.empty() : tensor<2x1024x3584xf32>
    %r511 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg298 : tensor<2x1024x3584xf32>) outs(%e510 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.pow.Tensor_Scalar")
    %e512 = tensor.empty() : tensor<2x1024x3584xf32>
    %r513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg299 : tensor<2x1024x3584xf32>) outs(%e512 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.mul.Scalar")
    %e514 = tensor.empty() : tensor<2x1024x3584xf32>
    %r515 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg300, %arg301 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e514 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.mul.Tensor")
    %e516 = tensor.empty() : tensor<2x1024x3584xf32>
    %r517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg302, %arg303 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e516 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e518 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg304 : tensor<2x1024x3584xf32>) outs(%e518 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.input_layernorm:aten._to_copy.default")
    %e520 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r521 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg305, %arg306 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e520 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e522 = tensor.empty() : tensor<3584x18944xbf16>
    %z523 = linalg.fill ins(%c2 : bf16) outs(%e522 : tensor<3584x18944xbf16>) -> tensor<3584x18944xbf16>
    %r524 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg307, %arg308 : tensor<2048x3584xbf16>, tensor<2048x18944xbf16>) outs(%z523 : tensor<3584x18944xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3584x18944xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e525 = tensor.empty() : tensor<2048x18944xbf16>
    %z526 = linalg.fill ins(%c2 : bf16) outs(%e525 : tensor<2048x18944xbf16>) -> tensor<2048x18944xbf16>
    %r527 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg309, %arg310 : tensor<2048x3584xbf16>, tensor<3584x18944xbf16>) outs(%z526 : tensor<2048x18944xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x18944xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e528 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r529 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg311, %arg312 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e528 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e530 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg313, %arg314 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e530 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e532 = tensor.empty() : tensor<18944x3584xbf16>
    %z533 = linalg.fill ins(%c2 : bf16) outs(%e532 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %r534 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg315, %arg316 : tensor<2048x18944xbf16>, tensor<2048x3584xbf16>) outs(%z533 : tensor<18944x3584xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<18944x3584xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e535 = tensor.empty() : tensor<2048x3584xbf16>
    %z536 = linalg.fill ins(%c2 : bf16) outs(%e535 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r537 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg317, %arg318 : tensor<2048x18944xbf16>, tensor<18944x3584xbf16>) outs(%z536 : tensor<2048x3584xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e538 = tensor.empty() : tensor<2x1024x18944xbf16>
    %r539 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg319, %arg320 : tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>) outs(%e538 : tensor<2x1024x18944xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18944xbf16> loc("model.layers.0.mlp.act_fn:aten.silu_backward.default")
    %e540 = tensor.empty() : tensor<18944x3584xbf16>
    %z541 = linalg.fill ins(%c2 : bf16) outs(%e540 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %r542 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg321, %arg322 : tensor<2048x18944xbf16>, tensor<2048x3584xbf16>) outs(%z541 : tensor<18944x3584xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<18944x3584xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e543 = tensor.empty() : tensor<2048x3584xbf16>
    %z544 = linalg.fill ins(%c2 : bf16) outs(%e543 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r545 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg323, %arg324 : tensor<2048x18944xbf16>, tensor<18944x3584xbf16>) outs(%z544 : tensor<2048x3584xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e546 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r547 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg325, %arg326 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e546 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e548 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r549 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg327, %arg328 : tensor<2x1024x3584xbf16>, tensor<3584xbf16>) outs(%e548 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e550 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r551 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg329, %arg330 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e550 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e552 = tensor.empty() : tensor<3584xbf16>
    %z553 = linalg.fill ins(%c2 : bf16) outs(%e552 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %r554 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg331 : tensor<2x1024x3584xbf16>) outs(%z553 : tensor<3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3584xbf16> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e555 = tensor.empty() : tensor<2x1024x3584xf32>
    %r556 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg332 : tensor<2x1024x3584xbf16>) outs(%e555 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e557 = tensor.empty() : tensor<2x1024x3584xf32>
    %r558 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg333, %arg334 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e557 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e559 = tensor.empty() : tensor<2x1024x3584xf32>
    %r560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg335, %arg336 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e559 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e561 = tensor.empty() : tensor<2x1024xf32>
    %z562 = linalg.fill ins(%c1 : f32) outs(%e561 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r563 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg337 : tensor<2x1024x3584xf32>) outs(%z562 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.sum.dim_IntList")
    %e564 = tensor.empty() : tensor<2x1024xf32>
    %r565 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg338 : tensor<2x1024xf32>) outs(%e564 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e566 = tensor.empty() : tensor<2x1024xf32>
    %r567 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg339 : tensor<2x1024xf32>) outs(%e566 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e568 = tensor.empty() : tensor<2x1024xf32>
    %r569 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg340, %arg341 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e568 : tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e570 = tensor.empty() : tensor<2x1024x3584xf32>
    %r571 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg342 : tensor<2x1024xf32>) outs(%e570 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.div.Scalar")
    %e572 = tensor.empty() : tensor<2x1024x3584xf32>
    %r573 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg343 : tensor<2x1024x3584xf32>) outs(%e572 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.pow.Tensor_Scalar")
    %e574 = tensor.empty() : tensor<2x1024x3584xf32>
    %r575 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg344 : tensor<2x1024x3584xf32>) outs(%e574 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Scalar")
    %e576 = tensor.empty() : tensor<2x1024x3584xf32>
    %r577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg345, %arg346 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e576 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.mul.Tensor")
    %e578 = tensor.empty() : tensor<2x1024x3584xf32>
    %r579 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg347, %arg348 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e578 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e580 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r581 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg349 : tensor<2x1024x3584xf32>) outs(%e580 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.post_attention_layernorm:aten._to_copy.default")
    %e582 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r583 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg350, %arg351 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e582 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e584 = tensor.empty() : tensor<3584x3584xbf16>
    %z585 = linalg.fill ins(%c2 : bf16) outs(%e584 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %r586 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg352, %arg353 : tensor<2048x3584xbf16>, tensor<2048x3584xbf16>) outs(%z585 : tensor<3584x3584xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3584x3584xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e587 = tensor.empty() : tensor<2048x3584xbf16>
    %z588 = linalg.fill ins(%c2 : bf16) outs(%e587 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r589 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg354, %arg355 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z588 : tensor<2048x3584xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e590 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r591 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg356, %arg357 : tensor<2x1024x4x128xbf16>, tensor<1024x128xbf16>) outs(%e590 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e592 = tensor.empty() : tensor<2x1024x4x64xbf16>
    %r593 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg358 : tensor<2x1024x4x64xbf16>) outs(%e592 : tensor<2x1024x4x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e594 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r595 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg359 : tensor<2x1024x4x64xbf16>) outs(%e594 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e596 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r597 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg360 : tensor<2x1024x4x64xbf16>) outs(%e596 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e598 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r599 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg361, %arg362 : tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>) outs(%e598 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e600 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r601 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg363, %arg364 : tensor<2x1024x4x128xbf16>, tensor<1024x128xbf16>) outs(%e600 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e602 = tensor.empty() : tensor<2x4x1024x128xbf16>
    %r603 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg365, %arg366 : tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>) outs(%e602 : tensor<2x4x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x4x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e604 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r605 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg367, %arg368 : tensor<2x1024x28x128xbf16>, tensor<1024x128xbf16>) outs(%e604 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e606 = tensor.empty() : tensor<2x1024x28x64xbf16>
    %r607 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg369 : tensor<2x1024x28x64xbf16>) outs(%e606 : tensor<2x1024x28x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e608 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r609 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg370 : tensor<2x1024x28x64xbf16>) outs(%e608 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e610 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r611 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg371 : tensor<2x1024x28x64xbf16>) outs(%e610 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e612 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r613 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg372, %arg373 : tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>) outs(%e612 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e614 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r615 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg374, %arg375 : tensor<2x1024x28x128xbf16>, tensor<1024x128xbf16>) outs(%e614 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e616 = tensor.empty() : tensor<2x28x1024x128xbf16>
    %r617 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg376, %arg377 : tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>) outs(%e616 : tensor<2x28x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x28x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e618 = tensor.empty() : tensor<2048x3584xbf16>
    %z619 = linalg.fill ins(%c2 : bf16) outs(%e618 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r620 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg378, %arg379 : tensor<2048x512xbf16>, tensor<512x3584xbf16>) outs(%z619 : tensor<2048x3584xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e621 = tensor.empty() : tensor<512x3584xbf16>
    %z622 = linalg.fill ins(%c2 : bf16) outs(%e621 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %r623 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg380, %arg381 : tensor<2048x512xbf16>, tensor<2048x3584xbf16>) outs(%z622 : tensor<512x3584xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<512x3584xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e624 = tensor.empty() : tensor<512xbf16>
    %z625 = linalg.fill ins(%c2 : bf16) outs(%e624 : tensor<512xbf16>) -> tensor<512xbf16>
    %r626 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg382 : tensor<2048x512xbf16>) outs(%z625 : tensor<512xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<512xbf16> loc("model.layers.0.self_attn.v_proj:aten.sum.dim_IntList")
    %e627 = tensor.empty() : tensor<2x1024x4x128xbf16>
    %r628 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg383 : tensor<2x4x1024x128xbf16>) outs(%e627 : tensor<2x1024x4x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x4x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e629 = tensor.empty() : tensor<2048x3584xbf16>
    %z630 = linalg.fill ins(%c2 : bf16) outs(%e629 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r631 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg384, %arg385 : tensor<2048x512xbf16>, tensor<512x3584xbf16>) outs(%z630 : tensor<2048x3584xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e632 = tensor.empty() : tensor<512x3584xbf16>
    %z633 = linalg.fill ins(%c2 : bf16) outs(%e632 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %r634 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg386, %arg387 : tensor<2048x512xbf16>, tensor<2048x3584xbf16>) outs(%z633 : tensor<512x3584xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<512x3584xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e635 = tensor.empty() : tensor<512xbf16>
    %z636 = linalg.fill ins(%c2 : bf16) outs(%e635 : tensor<512xbf16>) -> tensor<512xbf16>
    %r637 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg388 : tensor<2048x512xbf16>) outs(%z636 : tensor<512xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<512xbf16> loc("model.layers.0.self_attn.k_proj:aten.sum.dim_IntList")
    %e638 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r639 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg389, %arg390 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e638 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e640 = tensor.empty() : tensor<2x1024x28x128xbf16>
    %r641 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg391 : tensor<2x28x1024x128xbf16>) outs(%e640 : tensor<2x1024x28x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x28x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e642 = tensor.empty() : tensor<2048x3584xbf16>
    %z643 = linalg.fill ins(%c2 : bf16) outs(%e642 : tensor<2048x3584xbf16>) -> tensor<2048x3584xbf16>
    %r644 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg392, %arg393 : tensor<2048x3584xbf16>, tensor<3584x3584xbf16>) outs(%z643 : tensor<2048x3584xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x3584xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e645 = tensor.empty() : tensor<3584x3584xbf16>
    %z646 = linalg.fill ins(%c2 : bf16) outs(%e645 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %r647 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg394, %arg395 : tensor<2048x3584xbf16>, tensor<2048x3584xbf16>) outs(%z646 : tensor<3584x3584xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<3584x3584xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e648 = tensor.empty() : tensor<3584xbf16>
    %z649 = linalg.fill ins(%c2 : bf16) outs(%e648 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %r650 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg396 : tensor<2048x3584xbf16>) outs(%z649 : tensor<3584xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3584xbf16> loc("model.layers.0.self_attn.q_proj:aten.sum.dim_IntList")
    %e651 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r652 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg397, %arg398 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e651 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e653 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r654 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg399, %arg400 : tensor<2x1024x3584xbf16>, tensor<3584xbf16>) outs(%e653 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e655 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg401, %arg402 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e655 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e657 = tensor.empty() : tensor<3584xbf16>
    %z658 = linalg.fill ins(%c2 : bf16) outs(%e657 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %r659 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg403 : tensor<2x1024x3584xbf16>) outs(%z658 : tensor<3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3584xbf16> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e660 = tensor.empty() : tensor<2x1024x3584xf32>
    %r661 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg404 : tensor<2x1024x3584xbf16>) outs(%e660 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e662 = tensor.empty() : tensor<2x1024x3584xf32>
    %r663 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg405, %arg406 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e662 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e664 = tensor.empty() : tensor<2x1024x3584xf32>
    %r665 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg407, %arg408 : tensor<2x1024x3584xf32>, tensor<2x1024xf32>) outs(%e664 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e666 = tensor.empty() : tensor<2x1024xf32>
    %z667 = linalg.fill ins(%c1 : f32) outs(%e666 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r668 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg409 : tensor<2x1024x3584xf32>) outs(%z667 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.sum.dim_IntList")
    %e669 = tensor.empty() : tensor<2x1024xf32>
    %r670 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg410 : tensor<2x1024xf32>) outs(%e669 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e671 = tensor.empty() : tensor<2x1024xf32>
    %r672 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg411 : tensor<2x1024xf32>) outs(%e671 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e673 = tensor.empty() : tensor<2x1024xf32>
    %r674 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg412, %arg413 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e673 : tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e675 = tensor.empty() : tensor<2x1024x3584xf32>
    %r676 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg414 : tensor<2x1024xf32>) outs(%e675 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.div.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.div.Scalar")
    %e677 = tensor.empty() : tensor<2x1024x3584xf32>
    %r678 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg415 : tensor<2x1024x3584xf32>) outs(%e677 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.pow.Tensor_Scalar")
    %e679 = tensor.empty() : tensor<2x1024x3584xf32>
    %r680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg416 : tensor<2x1024x3584xf32>) outs(%e679 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.mul.Scalar")
    %e681 = tensor.empty() : tensor<2x1024x3584xf32>
    %r682 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg417, %arg418 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e681 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.mul.Tensor")
    %e683 = tensor.empty() : tensor<2x1024x3584xf32>
    %r684 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg419, %arg420 : tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>) outs(%e683 : tensor<2x1024x3584xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x3584xf32> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e685 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r686 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg421 : tensor<2x1024x3584xf32>) outs(%e685 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.input_layernorm:aten._to_copy.default")
    %e687 = tensor.empty() : tensor<2x1024x3584xbf16>
    %r688 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg422, %arg423 : tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>) outs(%e687 : tensor<2x1024x3584xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3584xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e689 = tensor.empty() : tensor<152064x3584xbf16>
    %z690 = linalg.fill ins(%c2 : bf16) outs(%e689 : tensor<152064x3584xbf16>) -> tensor<152064x3584xbf16>
    %r691 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg424, %arg425 : tensor<2x1024xi64>, tensor<2x1024x3584xbf16>) outs(%z690 : tensor<152064x3584xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<152064x3584xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r27, %r29, %r32, %r34, %r36, %r38, %r40, %r42, %r45, %r48, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r87, %r101, %gs108, %gs112, %r115, %r117, %r119, %r121, %r124, %r126, %r128, %r130, %r132, %r134, %r137, %r139, %r142, %r144, %r147, %r149, %r151, %r153, %r156, %r158, %r160, %r162, %r164, %r166, %r169, %r172, %r175, %r177, %r179, %r181, %r183, %r185, %r187, %r189, %r191, %r193, %r195, %r211, %r225, %gs232, %gs236, %r239, %r241, %r243, %r245, %r248, %r250, %r252, %r254, %r256, %r258, %r261, %r263, %r266, %r268, %r271, %r273, %r275, %r277, %r280, %r282, %r284, %r286, %r288, %r290, %r293, %r295, %r297, %r299, %r302, %r307#0, %r307#1, %r309, %r312, %r314, %r317, %r320, %r322, %r324, %r327, %r329, %r331, %r333, %r336, %r338, %r340, %r342, %r344, %r346, %r348, %r350, %r352, %r354, %r357, %r360, %r362, %r364, %r367, %r370, %r372, %r375, %r378, %r380, %r382, %r384, %r387, %r389, %r391, %r393, %r396, %r398, %r400, %r402, %r404, %r406, %r408, %r410, %r412, %r414, %r416, %r419, %r422, %r424, %r426, %r428, %r430, %r432, %r434, %r436, %r438, %r440, %r442, %r444, %r446, %r448, %r450, %r453, %r456, %r459, %r461, %r464, %r467, %r470, %r472, %r474, %r477, %r480, %r483, %r485, %r487, %r489, %r492, %r494, %r496, %r498, %r501, %r503, %r505, %r507, %r509, %r511, %r513, %r515, %r517, %r519, %r521, %r524, %r527, %r529, %r531, %r534, %r537, %r539, %r542, %r545, %r547, %r549, %r551, %r554, %r556, %r558, %r560, %r563, %r565, %r567, %r569, %r571, %r573, %r575, %r577, %r579, %r581, %r583, %r586, %r589, %r591, %r593, %r595, %r597, %r599, %r601, %r603, %r605, %r607, %r609, %r611, %r613, %r615, %r617, %r620, %r623, %r626, %r628, %r631, %r634, %r637, %r639, %r641, %r644, %r647, %r650, %r652, %r654, %r656, %r659, %r661, %r663, %r665, %r668, %r670, %r672, %r674, %r676, %r678, %r680, %r682, %r684, %r686, %r688, %r691 : tensor<2x1024x3584xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x3584xbf16>, tensor<2048x512xbf16>, tensor<2048x512xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x3584xbf16>, tensor<2048x512xbf16>, tensor<2048x512xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2048x152064xbf16>, tensor<2x1024x152064xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x152064xf32>, tensor<f32>, tensor<f32>, tensor<2048x152064xf32>, tensor<2048x152064xf32>, tensor<2x1024x152064xbf16>, tensor<152064x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<3584x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x4x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x28x128xbf16>, tensor<2048x3584xbf16>, tensor<3584x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584x18944xbf16>, tensor<2048x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x18944xbf16>, tensor<18944x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584x3584xbf16>, tensor<2048x3584xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x1024x4x64xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x4x128xbf16>, tensor<2x4x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x1024x28x64xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2x1024x28x128xbf16>, tensor<2x28x1024x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x4x128xbf16>, tensor<2048x3584xbf16>, tensor<512x3584xbf16>, tensor<512xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x28x128xbf16>, tensor<2048x3584xbf16>, tensor<3584x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<3584xbf16>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xf32>, tensor<2x1024x3584xbf16>, tensor<2x1024x3584xbf16>, tensor<152064x3584xbf16>
  }
}
