module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<100352x2048xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<8x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<8x1024xf32>, %arg7: tensor<8x1024xf32>, %arg8: tensor<1024x16xf32>, %arg9: tensor<1024x16xf32>, %arg10: tensor<1024x16xf32>, %arg11: tensor<1024x16xf32>, %arg12: tensor<1024x16xf32>, %arg13: tensor<1024x16xf32>, %arg14: tensor<2x1024x2048xbf16>, %arg15: tensor<2048xbf16>, %arg16: tensor<2048xbf16>, %arg17: tensor<2048x2048xbf16>, %arg18: tensor<2048x2048xbf16>, %arg19: tensor<2048x2048xbf16>, %arg20: tensor<2048x2048xbf16>, %arg21: tensor<2048x2048xbf16>, %arg22: tensor<2048x2048xbf16>, %arg23: tensor<2x1024x32x16xbf16>, %arg24: tensor<1024x16xbf16>, %arg25: tensor<2x1024x32x8xbf16>, %arg26: tensor<2x1024x32x8xbf16>, %arg27: tensor<2x1024x32x8xbf16>, %arg28: tensor<2x32x1024x16xbf16>, %arg29: tensor<1024x16xbf16>, %arg30: tensor<2x1024x32x16xbf16>, %arg31: tensor<2x32x1024x16xbf16>, %arg32: tensor<2x1024x32x16xbf16>, %arg33: tensor<1024x16xbf16>, %arg34: tensor<2x1024x32x8xbf16>, %arg35: tensor<2x1024x32x8xbf16>, %arg36: tensor<2x1024x32x8xbf16>, %arg37: tensor<2x32x1024x16xbf16>, %arg38: tensor<1024x16xbf16>, %arg39: tensor<2x1024x32x16xbf16>, %arg40: tensor<2x32x1024x16xbf16>, %arg41: tensor<2x1024x32x16xbf16>, %arg42: tensor<2x1024x32x48xbf16>, %arg43: tensor<2x1024x32x16xbf16>, %arg44: tensor<2x1024x32x48xbf16>, %arg45: tensor<2x32x1024x64xbf16>, %arg46: tensor<2x32x1024x64xbf16>, %arg47: tensor<2x32x1024x64xbf16>, %arg48: tensor<2x32x1024x64xbf16>, %arg49: tensor<2x32x1024x64xbf16>, %arg50: tensor<2048x2048xbf16>, %arg51: tensor<2048x2048xbf16>, %arg52: tensor<2x1024x2048xbf16>, %arg53: tensor<2x1024x2048xbf16>, %arg54: tensor<2x1024x2048xbf16>, %arg55: tensor<2048xbf16>, %arg56: tensor<2048xbf16>, %arg57: tensor<2048x2048xbf16>, %arg58: tensor<5632x2048xbf16>, %arg59: tensor<2x1024x5632xbf16>, %arg60: tensor<2048x2048xbf16>, %arg61: tensor<5632x2048xbf16>, %arg62: tensor<2x1024x5632xbf16>, %arg63: tensor<2x1024x5632xbf16>, %arg64: tensor<2048x5632xbf16>, %arg65: tensor<2048x5632xbf16>, %arg66: tensor<2x1024x2048xbf16>, %arg67: tensor<2x1024x2048xbf16>, %arg68: tensor<2x1024x2048xbf16>, %arg69: tensor<2048xbf16>, %arg70: tensor<2048xbf16>, %arg71: tensor<2048x2048xbf16>, %arg72: tensor<2048x2048xbf16>, %arg73: tensor<2048x2048xbf16>, %arg74: tensor<2048x2048xbf16>, %arg75: tensor<2048x2048xbf16>, %arg76: tensor<2048x2048xbf16>, %arg77: tensor<2x1024x32x16xbf16>, %arg78: tensor<1024x16xbf16>, %arg79: tensor<2x1024x32x8xbf16>, %arg80: tensor<2x1024x32x8xbf16>, %arg81: tensor<2x1024x32x8xbf16>, %arg82: tensor<2x32x1024x16xbf16>, %arg83: tensor<1024x16xbf16>, %arg84: tensor<2x1024x32x16xbf16>, %arg85: tensor<2x32x1024x16xbf16>, %arg86: tensor<2x1024x32x16xbf16>, %arg87: tensor<1024x16xbf16>, %arg88: tensor<2x1024x32x8xbf16>, %arg89: tensor<2x1024x32x8xbf16>, %arg90: tensor<2x1024x32x8xbf16>, %arg91: tensor<2x32x1024x16xbf16>, %arg92: tensor<1024x16xbf16>, %arg93: tensor<2x1024x32x16xbf16>, %arg94: tensor<2x32x1024x16xbf16>, %arg95: tensor<2x1024x32x16xbf16>, %arg96: tensor<2x1024x32x48xbf16>, %arg97: tensor<2x1024x32x16xbf16>, %arg98: tensor<2x1024x32x48xbf16>, %arg99: tensor<2x32x1024x64xbf16>, %arg100: tensor<2x32x1024x64xbf16>, %arg101: tensor<2x32x1024x64xbf16>, %arg102: tensor<2x32x1024x64xbf16>, %arg103: tensor<2x32x1024x64xbf16>, %arg104: tensor<2048x2048xbf16>, %arg105: tensor<2048x2048xbf16>, %arg106: tensor<2x1024x2048xbf16>, %arg107: tensor<2x1024x2048xbf16>, %arg108: tensor<2x1024x2048xbf16>, %arg109: tensor<2048xbf16>, %arg110: tensor<2048xbf16>, %arg111: tensor<2048x2048xbf16>, %arg112: tensor<5632x2048xbf16>, %arg113: tensor<2x1024x5632xbf16>, %arg114: tensor<2048x2048xbf16>, %arg115: tensor<5632x2048xbf16>, %arg116: tensor<2x1024x5632xbf16>, %arg117: tensor<2x1024x5632xbf16>, %arg118: tensor<2048x5632xbf16>, %arg119: tensor<2048x5632xbf16>, %arg120: tensor<2x1024x2048xbf16>, %arg121: tensor<2x1024x2048xbf16>, %arg122: tensor<2x1024x2048xbf16>, %arg123: tensor<2048xbf16>, %arg124: tensor<2048xbf16>, %arg125: tensor<2048x2048xbf16>, %arg126: tensor<100352x2048xbf16>, %arg127: tensor<2x1024x100352xbf16>, %arg128: tensor<2x1024xi64>, %arg129: tensor<2x1024xi64>, %arg130: tensor<2048x100352xf32>, %arg131: tensor<2048xi64>, %arg132: tensor<f32>, %arg133: tensor<2048xi64>, %arg134: tensor<f32>, %arg135: tensor<2048x100352xf32>, %arg136: tensor<2048x100352xf32>, %arg137: tensor<2x1024x100352xf32>, %arg138: tensor<2048x100352xbf16>, %arg139: tensor<2048x2048xbf16>, %arg140: tensor<2048x100352xbf16>, %arg141: tensor<100352x2048xbf16>, %arg142: tensor<2x1024x2048xbf16>, %arg143: tensor<2x1024x2048xbf16>, %arg144: tensor<2x1024xf32>, %arg145: tensor<2x1024xf32>, %arg146: tensor<2048xbf16>, %arg147: tensor<2x1024x2048xbf16>, %arg148: tensor<2x1024x2048xbf16>, %arg149: tensor<2x1024xf32>, %arg150: tensor<2x1024xf32>, %arg151: tensor<2048x2048xbf16>, %arg152: tensor<2048x5632xbf16>, %arg153: tensor<2048x2048xbf16>, %arg154: tensor<2048x5632xbf16>, %arg155: tensor<2x1024x5632xbf16>, %arg156: tensor<2x1024x5632xbf16>, %arg157: tensor<2x1024x5632xbf16>, %arg158: tensor<2x1024x5632xbf16>, %arg159: tensor<2048x5632xbf16>, %arg160: tensor<2048x2048xbf16>, %arg161: tensor<2048x5632xbf16>, %arg162: tensor<5632x2048xbf16>, %arg163: tensor<2x1024x5632xbf16>, %arg164: tensor<2x1024x5632xbf16>, %arg165: tensor<2048x5632xbf16>, %arg166: tensor<2048x2048xbf16>, %arg167: tensor<2048x5632xbf16>, %arg168: tensor<5632x2048xbf16>, %arg169: tensor<2x1024x2048xbf16>, %arg170: tensor<2x1024x2048xbf16>, %arg171: tensor<2x1024x2048xbf16>, %arg172: tensor<2x1024x2048xbf16>, %arg173: tensor<2x1024xf32>, %arg174: tensor<2x1024xf32>, %arg175: tensor<2048xbf16>, %arg176: tensor<2x1024x2048xbf16>, %arg177: tensor<2x1024x2048xbf16>, %arg178: tensor<2x1024xf32>, %arg179: tensor<2x1024xf32>, %arg180: tensor<2x1024x2048xbf16>, %arg181: tensor<2x1024x2048xbf16>, %arg182: tensor<2048x2048xbf16>, %arg183: tensor<2048x2048xbf16>, %arg184: tensor<2048x2048xbf16>, %arg185: tensor<2048x2048xbf16>, %arg186: tensor<2x32x1024x16xbf16>, %arg187: tensor<1024x16xbf16>, %arg188: tensor<2x32x1024x8xbf16>, %arg189: tensor<2x32x1024x8xbf16>, %arg190: tensor<2x32x1024x8xbf16>, %arg191: tensor<2x32x1024x16xbf16>, %arg192: tensor<2x32x1024x16xbf16>, %arg193: tensor<2x32x1024x16xbf16>, %arg194: tensor<1024x16xbf16>, %arg195: tensor<2x32x1024x16xbf16>, %arg196: tensor<2x32x1024x16xbf16>, %arg197: tensor<2x32x1024x16xbf16>, %arg198: tensor<1024x16xbf16>, %arg199: tensor<2x32x1024x8xbf16>, %arg200: tensor<2x32x1024x8xbf16>, %arg201: tensor<2x32x1024x8xbf16>, %arg202: tensor<2x32x1024x16xbf16>, %arg203: tensor<2x32x1024x16xbf16>, %arg204: tensor<2x32x1024x16xbf16>, %arg205: tensor<1024x16xbf16>, %arg206: tensor<2x32x1024x16xbf16>, %arg207: tensor<2x32x1024x16xbf16>, %arg208: tensor<2x32x1024x48xbf16>, %arg209: tensor<2x32x1024x16xbf16>, %arg210: tensor<2x32x1024x64xbf16>, %arg211: tensor<2x32x1024x64xbf16>, %arg212: tensor<2x32x1024x48xbf16>, %arg213: tensor<2x32x1024x16xbf16>, %arg214: tensor<2x32x1024x64xbf16>, %arg215: tensor<2x32x1024x64xbf16>, %arg216: tensor<2x32x1024x64xbf16>, %arg217: tensor<2x32x1024x64xbf16>, %arg218: tensor<2048x2048xbf16>, %arg219: tensor<2048x2048xbf16>, %arg220: tensor<2048x2048xbf16>, %arg221: tensor<2048x2048xbf16>, %arg222: tensor<2048x2048xbf16>, %arg223: tensor<2048x2048xbf16>, %arg224: tensor<2048x2048xbf16>, %arg225: tensor<2048x2048xbf16>, %arg226: tensor<2048x2048xbf16>, %arg227: tensor<2048x2048xbf16>, %arg228: tensor<2x1024x2048xbf16>, %arg229: tensor<2x1024x2048xbf16>, %arg230: tensor<2048x2048xbf16>, %arg231: tensor<2048x2048xbf16>, %arg232: tensor<2048x2048xbf16>, %arg233: tensor<2048x2048xbf16>, %arg234: tensor<2048x2048xbf16>, %arg235: tensor<2x1024x2048xbf16>, %arg236: tensor<2x1024x2048xbf16>, %arg237: tensor<2x1024x2048xbf16>, %arg238: tensor<2x1024x2048xbf16>, %arg239: tensor<2x1024xf32>, %arg240: tensor<2x1024xf32>, %arg241: tensor<2048xbf16>, %arg242: tensor<2x1024x2048xbf16>, %arg243: tensor<2x1024x2048xbf16>, %arg244: tensor<2x1024xf32>, %arg245: tensor<2x1024xf32>, %arg246: tensor<2x1024x2048xbf16>, %arg247: tensor<2x1024x2048xbf16>, %arg248: tensor<2048x2048xbf16>, %arg249: tensor<2048x5632xbf16>, %arg250: tensor<2048x2048xbf16>, %arg251: tensor<2048x5632xbf16>, %arg252: tensor<2x1024x5632xbf16>, %arg253: tensor<2x1024x5632xbf16>, %arg254: tensor<2x1024x5632xbf16>, %arg255: tensor<2x1024x5632xbf16>, %arg256: tensor<2048x5632xbf16>, %arg257: tensor<2048x2048xbf16>, %arg258: tensor<2048x5632xbf16>, %arg259: tensor<5632x2048xbf16>, %arg260: tensor<2x1024x5632xbf16>, %arg261: tensor<2x1024x5632xbf16>, %arg262: tensor<2048x5632xbf16>, %arg263: tensor<2048x2048xbf16>, %arg264: tensor<2048x5632xbf16>, %arg265: tensor<5632x2048xbf16>, %arg266: tensor<2x1024x2048xbf16>, %arg267: tensor<2x1024x2048xbf16>, %arg268: tensor<2x1024x2048xbf16>, %arg269: tensor<2x1024x2048xbf16>, %arg270: tensor<2x1024xf32>, %arg271: tensor<2x1024xf32>, %arg272: tensor<2048xbf16>, %arg273: tensor<2x1024x2048xbf16>, %arg274: tensor<2x1024x2048xbf16>, %arg275: tensor<2x1024xf32>, %arg276: tensor<2x1024xf32>, %arg277: tensor<2x1024x2048xbf16>, %arg278: tensor<2x1024x2048xbf16>, %arg279: tensor<2048x2048xbf16>, %arg280: tensor<2048x2048xbf16>, %arg281: tensor<2048x2048xbf16>, %arg282: tensor<2048x2048xbf16>, %arg283: tensor<2x32x1024x16xbf16>, %arg284: tensor<1024x16xbf16>, %arg285: tensor<2x32x1024x8xbf16>, %arg286: tensor<2x32x1024x8xbf16>, %arg287: tensor<2x32x1024x8xbf16>, %arg288: tensor<2x32x1024x16xbf16>, %arg289: tensor<2x32x1024x16xbf16>, %arg290: tensor<2x32x1024x16xbf16>, %arg291: tensor<1024x16xbf16>, %arg292: tensor<2x32x1024x16xbf16>, %arg293: tensor<2x32x1024x16xbf16>, %arg294: tensor<2x32x1024x16xbf16>, %arg295: tensor<1024x16xbf16>, %arg296: tensor<2x32x1024x8xbf16>, %arg297: tensor<2x32x1024x8xbf16>, %arg298: tensor<2x32x1024x8xbf16>, %arg299: tensor<2x32x1024x16xbf16>, %arg300: tensor<2x32x1024x16xbf16>, %arg301: tensor<2x32x1024x16xbf16>, %arg302: tensor<1024x16xbf16>, %arg303: tensor<2x32x1024x16xbf16>, %arg304: tensor<2x32x1024x16xbf16>, %arg305: tensor<2x32x1024x48xbf16>, %arg306: tensor<2x32x1024x16xbf16>, %arg307: tensor<2x32x1024x64xbf16>, %arg308: tensor<2x32x1024x64xbf16>, %arg309: tensor<2x32x1024x48xbf16>, %arg310: tensor<2x32x1024x16xbf16>, %arg311: tensor<2x32x1024x64xbf16>, %arg312: tensor<2x32x1024x64xbf16>, %arg313: tensor<2x32x1024x64xbf16>, %arg314: tensor<2x32x1024x64xbf16>, %arg315: tensor<2048x2048xbf16>, %arg316: tensor<2048x2048xbf16>, %arg317: tensor<2048x2048xbf16>, %arg318: tensor<2048x2048xbf16>, %arg319: tensor<2048x2048xbf16>, %arg320: tensor<2048x2048xbf16>, %arg321: tensor<2048x2048xbf16>, %arg322: tensor<2048x2048xbf16>, %arg323: tensor<2048x2048xbf16>, %arg324: tensor<2048x2048xbf16>, %arg325: tensor<2x1024x2048xbf16>, %arg326: tensor<2x1024x2048xbf16>, %arg327: tensor<2048x2048xbf16>, %arg328: tensor<2048x2048xbf16>, %arg329: tensor<2048x2048xbf16>, %arg330: tensor<2048x2048xbf16>, %arg331: tensor<2048x2048xbf16>, %arg332: tensor<2x1024x2048xbf16>, %arg333: tensor<2x1024x2048xbf16>, %arg334: tensor<2x1024x2048xbf16>, %arg335: tensor<2x1024x2048xbf16>, %arg336: tensor<2x1024xf32>, %arg337: tensor<2x1024xf32>, %arg338: tensor<2048xbf16>, %arg339: tensor<2x1024x2048xbf16>, %arg340: tensor<2x1024x2048xbf16>, %arg341: tensor<2x1024xf32>, %arg342: tensor<2x1024xf32>, %arg343: tensor<2x1024x2048xbf16>, %arg344: tensor<2x1024x2048xbf16>, %arg345: tensor<2x1024xi64>, %arg346: tensor<2x1024x2048xbf16>) -> (tensor<2x1024x2048xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<8x1024xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xbf16>, tensor<1024x16xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x100352xbf16>, tensor<2x1024x100352xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x100352xf32>, tensor<f32>, tensor<f32>, tensor<2048x100352xf32>, tensor<2048x100352xf32>, tensor<2x1024x100352xbf16>, tensor<100352x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<100352x2048xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 1.250000e-01 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<100352x2048xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.embed_tokens:aten.embedding.default")
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
    %e9 = tensor.empty() : tensor<8x1024xf32>
    %z10 = linalg.fill ins(%c1 : f32) outs(%e9 : tensor<8x1024xf32>) -> tensor<8x1024xf32>
    %r11 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg4, %arg5 : tensor<8x1xf32>, tensor<1x1024xf32>) outs(%z10 : tensor<8x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<8x1024xf32> loc("model.rotary_emb:aten.bmm.default")
    %e12 = tensor.empty() : tensor<1024x16xf32>
    %r13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<8x1024xf32>, tensor<8x1024xf32>) outs(%e12 : tensor<1024x16xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x16xf32> loc("model.rotary_emb:aten.cat.default")
    %e14 = tensor.empty() : tensor<1024x16xf32>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<1024x16xf32>) outs(%e14 : tensor<1024x16xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x16xf32> loc("model.rotary_emb:aten.cos.default")
    %e16 = tensor.empty() : tensor<1024x16xf32>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<1024x16xf32>) outs(%e16 : tensor<1024x16xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x16xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e18 = tensor.empty() : tensor<1024x16xf32>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x16xf32>) outs(%e18 : tensor<1024x16xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x16xf32> loc("model.rotary_emb:aten.sin.default")
    %e20 = tensor.empty() : tensor<1024x16xf32>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024x16xf32>) outs(%e20 : tensor<1024x16xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x16xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e22 = tensor.empty() : tensor<1024x16xbf16>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x16xf32>) outs(%e22 : tensor<1024x16xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x16xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e24 = tensor.empty() : tensor<1024x16xbf16>
    %r25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x16xf32>) outs(%e24 : tensor<1024x16xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x16xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e26 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z27 = linalg.fill ins(%c2 : bf16) outs(%e26 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e28 = tensor.empty() : tensor<2x1024xf32>
    %z29 = linalg.fill ins(%c1 : f32) outs(%e28 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg14, %arg15, %arg16 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z27, %z29, %z31 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.0.input_layernorm:aten.native_layer_norm.default")
    %e33 = tensor.empty() : tensor<2048x2048xbf16>
    %z34 = linalg.fill ins(%c2 : bf16) outs(%e33 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r35 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg17, %arg18 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z34 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.q_proj:aten.addmm.default")
    %e36 = tensor.empty() : tensor<2048x2048xbf16>
    %z37 = linalg.fill ins(%c2 : bf16) outs(%e36 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r38 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg19, %arg20 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z37 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.k_proj:aten.addmm.default")
    %e39 = tensor.empty() : tensor<2048x2048xbf16>
    %z40 = linalg.fill ins(%c2 : bf16) outs(%e39 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r41 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg21, %arg22 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z40 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.v_proj:aten.addmm.default")
    %e42 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg23, %arg24 : tensor<2x1024x32x16xbf16>, tensor<1024x16xbf16>) outs(%e42 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e44 = tensor.empty() : tensor<2x1024x32x8xbf16>
    %r45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x1024x32x8xbf16>) outs(%e44 : tensor<2x1024x32x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x8xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e46 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg26, %arg27 : tensor<2x1024x32x8xbf16>, tensor<2x1024x32x8xbf16>) outs(%e46 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e48 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg28, %arg29 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e48 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e50 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg30, %arg31 : tensor<2x1024x32x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e50 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e52 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32, %arg33 : tensor<2x1024x32x16xbf16>, tensor<1024x16xbf16>) outs(%e52 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x32x8xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg34 : tensor<2x1024x32x8xbf16>) outs(%e54 : tensor<2x1024x32x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x8xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e56 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg35, %arg36 : tensor<2x1024x32x8xbf16>, tensor<2x1024x32x8xbf16>) outs(%e56 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e58 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e58 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x32x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e60 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e62 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg41, %arg42 : tensor<2x1024x32x16xbf16>, tensor<2x1024x32x48xbf16>) outs(%e62 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e64 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg43, %arg44 : tensor<2x1024x32x16xbf16>, tensor<2x1024x32x48xbf16>) outs(%e64 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e66 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z67 = linalg.fill ins(%c2 : bf16) outs(%e66 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg45, %arg46 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z67 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e70 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r68 : tensor<2x32x1024x1024xbf16>) outs(%e70 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e72 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p71 = linalg.softmax dimension(3) ins(%m69 : tensor<2x32x1024x1024xbf16>) outs(%e72 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e73 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z74 = linalg.fill ins(%c2 : bf16) outs(%e73 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p71, %arg47 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z74 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e76 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z77 = linalg.fill ins(%c2 : bf16) outs(%e76 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg48, %arg47 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z77 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e79 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z80 = linalg.fill ins(%c2 : bf16) outs(%e79 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p71, %arg48 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z80 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e82 = tensor.empty() : tensor<2x32x1024xbf16>
    %z83 = linalg.fill ins(%c2 : bf16) outs(%e82 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p71, %r78 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z83 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e86 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p71, %r78, %rs84 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e86 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e87 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z88 = linalg.fill ins(%c2 : bf16) outs(%e87 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds85, %arg46 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z88 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e90 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z91 = linalg.fill ins(%c2 : bf16) outs(%e90 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds85, %arg45 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z91 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e93 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg49 : tensor<2x32x1024x64xbf16>) outs(%e93 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e95 = tensor.empty() : tensor<2048x2048xbf16>
    %z96 = linalg.fill ins(%c2 : bf16) outs(%e95 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r97 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg50, %arg51 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z96 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e98 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52, %arg53 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e98 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0:aten.add.Tensor")
    %e100 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z101 = linalg.fill ins(%c2 : bf16) outs(%e100 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e102 = tensor.empty() : tensor<2x1024xf32>
    %z103 = linalg.fill ins(%c1 : f32) outs(%e102 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e104 = tensor.empty() : tensor<2x1024xf32>
    %z105 = linalg.fill ins(%c1 : f32) outs(%e104 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r106:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg54, %arg55, %arg56 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z101, %z103, %z105 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.0.post_attention_layernorm:aten.native_layer_norm.default")
    %e107 = tensor.empty() : tensor<2048x5632xbf16>
    %z108 = linalg.fill ins(%c2 : bf16) outs(%e107 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r109 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg57, %arg58 : tensor<2048x2048xbf16>, tensor<5632x2048xbf16>) outs(%z108 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x5632xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e110 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg59 : tensor<2x1024x5632xbf16>) outs(%e110 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.0.mlp.act_fn:aten.silu.default")
    %e112 = tensor.empty() : tensor<2048x5632xbf16>
    %z113 = linalg.fill ins(%c2 : bf16) outs(%e112 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r114 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg60, %arg61 : tensor<2048x2048xbf16>, tensor<5632x2048xbf16>) outs(%z113 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x5632xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e115 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg62, %arg63 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e115 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e117 = tensor.empty() : tensor<2048x2048xbf16>
    %z118 = linalg.fill ins(%c2 : bf16) outs(%e117 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r119 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg64, %arg65 : tensor<2048x5632xbf16>, tensor<2048x5632xbf16>) outs(%z118 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e120 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg66, %arg67 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e120 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0:aten.add.Tensor")
    %e122 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z123 = linalg.fill ins(%c2 : bf16) outs(%e122 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e124 = tensor.empty() : tensor<2x1024xf32>
    %z125 = linalg.fill ins(%c1 : f32) outs(%e124 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e126 = tensor.empty() : tensor<2x1024xf32>
    %z127 = linalg.fill ins(%c1 : f32) outs(%e126 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r128:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg68, %arg69, %arg70 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z123, %z125, %z127 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.1.input_layernorm:aten.native_layer_norm.default")
    %e129 = tensor.empty() : tensor<2048x2048xbf16>
    %z130 = linalg.fill ins(%c2 : bf16) outs(%e129 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r131 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg71, %arg72 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z130 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.q_proj:aten.addmm.default")
    %e132 = tensor.empty() : tensor<2048x2048xbf16>
    %z133 = linalg.fill ins(%c2 : bf16) outs(%e132 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r134 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg73, %arg74 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z133 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.k_proj:aten.addmm.default")
    %e135 = tensor.empty() : tensor<2048x2048xbf16>
    %z136 = linalg.fill ins(%c2 : bf16) outs(%e135 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r137 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg75, %arg76 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z136 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.v_proj:aten.addmm.default")
    %e138 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x1024x32x16xbf16>, tensor<1024x16xbf16>) outs(%e138 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e140 = tensor.empty() : tensor<2x1024x32x8xbf16>
    %r141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg79 : tensor<2x1024x32x8xbf16>) outs(%e140 : tensor<2x1024x32x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x8xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e142 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg80, %arg81 : tensor<2x1024x32x8xbf16>, tensor<2x1024x32x8xbf16>) outs(%e142 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e144 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg82, %arg83 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e144 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e146 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg84, %arg85 : tensor<2x1024x32x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e146 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e148 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg86, %arg87 : tensor<2x1024x32x16xbf16>, tensor<1024x16xbf16>) outs(%e148 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e150 = tensor.empty() : tensor<2x1024x32x8xbf16>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88 : tensor<2x1024x32x8xbf16>) outs(%e150 : tensor<2x1024x32x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x8xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e152 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg89, %arg90 : tensor<2x1024x32x8xbf16>, tensor<2x1024x32x8xbf16>) outs(%e152 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e154 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg91, %arg92 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e154 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e156 = tensor.empty() : tensor<2x1024x32x16xbf16>
    %r157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg93, %arg94 : tensor<2x1024x32x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e156 : tensor<2x1024x32x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x16xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e158 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg95, %arg96 : tensor<2x1024x32x16xbf16>, tensor<2x1024x32x48xbf16>) outs(%e158 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e160 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg97, %arg98 : tensor<2x1024x32x16xbf16>, tensor<2x1024x32x48xbf16>) outs(%e160 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e162 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z163 = linalg.fill ins(%c2 : bf16) outs(%e162 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg99, %arg100 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z163 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e166 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m165 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r164 : tensor<2x32x1024x1024xbf16>) outs(%e166 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e168 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p167 = linalg.softmax dimension(3) ins(%m165 : tensor<2x32x1024x1024xbf16>) outs(%e168 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e169 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z170 = linalg.fill ins(%c2 : bf16) outs(%e169 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p167, %arg101 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z170 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e172 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z173 = linalg.fill ins(%c2 : bf16) outs(%e172 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg102, %arg101 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z173 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e175 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z176 = linalg.fill ins(%c2 : bf16) outs(%e175 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p167, %arg102 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z176 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e178 = tensor.empty() : tensor<2x32x1024xbf16>
    %z179 = linalg.fill ins(%c2 : bf16) outs(%e178 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs180 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p167, %r174 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z179 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e182 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p167, %r174, %rs180 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e182 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e183 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z184 = linalg.fill ins(%c2 : bf16) outs(%e183 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds181, %arg100 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z184 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e186 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z187 = linalg.fill ins(%c2 : bf16) outs(%e186 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds181, %arg99 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z187 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e189 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg103 : tensor<2x32x1024x64xbf16>) outs(%e189 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e191 = tensor.empty() : tensor<2048x2048xbf16>
    %z192 = linalg.fill ins(%c2 : bf16) outs(%e191 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r193 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg104, %arg105 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z192 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e194 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg106, %arg107 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e194 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1:aten.add.Tensor")
    %e196 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z197 = linalg.fill ins(%c2 : bf16) outs(%e196 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e198 = tensor.empty() : tensor<2x1024xf32>
    %z199 = linalg.fill ins(%c1 : f32) outs(%e198 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e200 = tensor.empty() : tensor<2x1024xf32>
    %z201 = linalg.fill ins(%c1 : f32) outs(%e200 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r202:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg108, %arg109, %arg110 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z197, %z199, %z201 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.1.post_attention_layernorm:aten.native_layer_norm.default")
    %e203 = tensor.empty() : tensor<2048x5632xbf16>
    %z204 = linalg.fill ins(%c2 : bf16) outs(%e203 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r205 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg111, %arg112 : tensor<2048x2048xbf16>, tensor<5632x2048xbf16>) outs(%z204 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "fwd"} -> tensor<2048x5632xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e206 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg113 : tensor<2x1024x5632xbf16>) outs(%e206 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.silu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.1.mlp.act_fn:aten.silu.default")
    %e208 = tensor.empty() : tensor<2048x5632xbf16>
    %z209 = linalg.fill ins(%c2 : bf16) outs(%e208 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r210 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg114, %arg115 : tensor<2048x2048xbf16>, tensor<5632x2048xbf16>) outs(%z209 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x5632xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e211 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg116, %arg117 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e211 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e213 = tensor.empty() : tensor<2048x2048xbf16>
    %z214 = linalg.fill ins(%c2 : bf16) outs(%e213 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r215 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg118, %arg119 : tensor<2048x5632xbf16>, tensor<2048x5632xbf16>) outs(%z214 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e216 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120, %arg121 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e216 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1:aten.add.Tensor")
    %e218 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z219 = linalg.fill ins(%c2 : bf16) outs(%e218 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e220 = tensor.empty() : tensor<2x1024xf32>
    %z221 = linalg.fill ins(%c1 : f32) outs(%e220 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e222 = tensor.empty() : tensor<2x1024xf32>
    %z223 = linalg.fill ins(%c1 : f32) outs(%e222 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r224:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg122, %arg123, %arg124 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z219, %z221, %z223 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.norm:aten.native_layer_norm.default")
    %e225 = tensor.empty() : tensor<2048x100352xbf16>
    %z226 = linalg.fill ins(%c2 : bf16) outs(%e225 : tensor<2048x100352xbf16>) -> tensor<2048x100352xbf16>
    %r227 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg125, %arg126 : tensor<2048x2048xbf16>, tensor<100352x2048xbf16>) outs(%z226 : tensor<2048x100352xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x100352xbf16> loc("lm_head:aten.mm.default")
    %e228 = tensor.empty() : tensor<2x1024x100352xf32>
    %r229 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127 : tensor<2x1024x100352xbf16>) outs(%e228 : tensor<2x1024x100352xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x100352xf32> loc("aten._to_copy.default")
    %e230 = tensor.empty() : tensor<2x1025xi64>
    %r231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg128 : tensor<2x1024xi64>) outs(%e230 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e232 = tensor.empty() : tensor<2x1024xi64>
    %r233 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg129 : tensor<2x1024xi64>) outs(%e232 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e234 = tensor.empty() : tensor<2048x100352xf32>
    %z235 = linalg.fill ins(%c1 : f32) outs(%e234 : tensor<2048x100352xf32>) -> tensor<2048x100352xf32>
    %r236 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg130 : tensor<2048x100352xf32>) outs(%z235 : tensor<2048x100352xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x100352xf32> loc("aten._log_softmax.default")
    %e237 = tensor.empty() : tensor<f32>
    %z238 = linalg.fill ins(%c1 : f32) outs(%e237 : tensor<f32>) -> tensor<f32>
    %e239 = tensor.empty() : tensor<f32>
    %z240 = linalg.fill ins(%c1 : f32) outs(%e239 : tensor<f32>) -> tensor<f32>
    %r241:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg131 : tensor<2048xi64>) outs(%z238, %z240 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e242 = tensor.empty() : tensor<2048x100352xf32>
    %r243 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg132, %arg133, %arg134 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e242 : tensor<2048x100352xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x100352xf32> loc("aten.nll_loss_backward.default")
    %e244 = tensor.empty() : tensor<2048x100352xf32>
    %z245 = linalg.fill ins(%c1 : f32) outs(%e244 : tensor<2048x100352xf32>) -> tensor<2048x100352xf32>
    %r246 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg135, %arg136 : tensor<2048x100352xf32>, tensor<2048x100352xf32>) outs(%z245 : tensor<2048x100352xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x100352xf32> loc("aten._log_softmax_backward_data.default")
    %e247 = tensor.empty() : tensor<2x1024x100352xbf16>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137 : tensor<2x1024x100352xf32>) outs(%e247 : tensor<2x1024x100352xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x100352xbf16> loc("aten._to_copy.default")
    %e249 = tensor.empty() : tensor<100352x2048xbf16>
    %z250 = linalg.fill ins(%c2 : bf16) outs(%e249 : tensor<100352x2048xbf16>) -> tensor<100352x2048xbf16>
    %r251 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg138, %arg139 : tensor<2048x100352xbf16>, tensor<2048x2048xbf16>) outs(%z250 : tensor<100352x2048xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<100352x2048xbf16> loc("lm_head:aten.mm.default")
    %e252 = tensor.empty() : tensor<2048x2048xbf16>
    %z253 = linalg.fill ins(%c2 : bf16) outs(%e252 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r254 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg140, %arg141 : tensor<2048x100352xbf16>, tensor<100352x2048xbf16>) outs(%z253 : tensor<2048x2048xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("lm_head:aten.mm.default")
    %e255 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z256 = linalg.fill ins(%c2 : bf16) outs(%e255 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r257 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg142, %arg143, %arg144, %arg145, %arg146 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z256 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.norm:aten.native_layer_norm_backward.default")
    %e258 = tensor.empty() : tensor<2048xbf16>
    %z259 = linalg.fill ins(%c2 : bf16) outs(%e258 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e260 = tensor.empty() : tensor<2048xbf16>
    %z261 = linalg.fill ins(%c2 : bf16) outs(%e260 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r262:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg147, %arg148, %arg149, %arg150 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z259, %z261 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.norm:aten.native_layer_norm_backward.default")
    %e263 = tensor.empty() : tensor<2048x5632xbf16>
    %z264 = linalg.fill ins(%c2 : bf16) outs(%e263 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r265 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg151, %arg152 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%z264 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2048x5632xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e266 = tensor.empty() : tensor<2048x5632xbf16>
    %z267 = linalg.fill ins(%c2 : bf16) outs(%e266 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r268 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg153, %arg154 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%z267 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x5632xbf16> loc("model.layers.1.mlp.down_proj:aten.mm.default")
    %e269 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155, %arg156 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e269 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e271 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg157, %arg158 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e271 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.1.mlp:aten.mul.Tensor")
    %e273 = tensor.empty() : tensor<5632x2048xbf16>
    %z274 = linalg.fill ins(%c2 : bf16) outs(%e273 : tensor<5632x2048xbf16>) -> tensor<5632x2048xbf16>
    %r275 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg159, %arg160 : tensor<2048x5632xbf16>, tensor<2048x2048xbf16>) outs(%z274 : tensor<5632x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<5632x2048xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e276 = tensor.empty() : tensor<2048x2048xbf16>
    %z277 = linalg.fill ins(%c2 : bf16) outs(%e276 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r278 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg161, %arg162 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%z277 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.mlp.up_proj:aten.mm.default")
    %e279 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg163, %arg164 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e279 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.1.mlp.act_fn:aten.silu_backward.default")
    %e281 = tensor.empty() : tensor<5632x2048xbf16>
    %z282 = linalg.fill ins(%c2 : bf16) outs(%e281 : tensor<5632x2048xbf16>) -> tensor<5632x2048xbf16>
    %r283 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg165, %arg166 : tensor<2048x5632xbf16>, tensor<2048x2048xbf16>) outs(%z282 : tensor<5632x2048xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<5632x2048xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e284 = tensor.empty() : tensor<2048x2048xbf16>
    %z285 = linalg.fill ins(%c2 : bf16) outs(%e284 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r286 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg167, %arg168 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%z285 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.mlp.gate_proj:aten.mm.default")
    %e287 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg169, %arg170 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e287 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1.mlp.gate_proj:aten.add.Tensor")
    %e289 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z290 = linalg.fill ins(%c2 : bf16) outs(%e289 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg171, %arg172, %arg173, %arg174, %arg175 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z290 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e292 = tensor.empty() : tensor<2048xbf16>
    %z293 = linalg.fill ins(%c2 : bf16) outs(%e292 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e294 = tensor.empty() : tensor<2048xbf16>
    %z295 = linalg.fill ins(%c2 : bf16) outs(%e294 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r296:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg176, %arg177, %arg178, %arg179 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z293, %z295 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.layers.1.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e297 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg180, %arg181 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e297 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e299 = tensor.empty() : tensor<2048x2048xbf16>
    %z300 = linalg.fill ins(%c2 : bf16) outs(%e299 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r301 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg182, %arg183 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z300 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e302 = tensor.empty() : tensor<2048x2048xbf16>
    %z303 = linalg.fill ins(%c2 : bf16) outs(%e302 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r304 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg184, %arg185 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z303 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e305 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg186, %arg187 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e305 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e307 = tensor.empty() : tensor<2x32x1024x8xbf16>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg188 : tensor<2x32x1024x8xbf16>) outs(%e307 : tensor<2x32x1024x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x8xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e309 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg189 : tensor<2x32x1024x8xbf16>) outs(%e309 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e311 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg190 : tensor<2x32x1024x8xbf16>) outs(%e311 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e313 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg191, %arg192 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e313 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e315 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r316 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg193, %arg194 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e315 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e317 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r318 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg195, %arg196 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e317 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e319 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg197, %arg198 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e319 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e321 = tensor.empty() : tensor<2x32x1024x8xbf16>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg199 : tensor<2x32x1024x8xbf16>) outs(%e321 : tensor<2x32x1024x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x8xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e323 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg200 : tensor<2x32x1024x8xbf16>) outs(%e323 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e325 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg201 : tensor<2x32x1024x8xbf16>) outs(%e325 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e327 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg202, %arg203 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e327 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e329 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg204, %arg205 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e329 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e331 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg206, %arg207 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e331 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e333 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg208 : tensor<2x32x1024x48xbf16>) outs(%e333 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e335 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg209 : tensor<2x32x1024x16xbf16>) outs(%e335 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e337 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%e337 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e339 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg212 : tensor<2x32x1024x48xbf16>) outs(%e339 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e341 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg213 : tensor<2x32x1024x16xbf16>) outs(%e341 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e343 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg214, %arg215 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%e343 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e345 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg216 : tensor<2x32x1024x64xbf16>) outs(%e345 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e347 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg217 : tensor<2x32x1024x64xbf16>) outs(%e347 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e349 = tensor.empty() : tensor<2048x2048xbf16>
    %z350 = linalg.fill ins(%c2 : bf16) outs(%e349 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r351 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg218, %arg219 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z350 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e352 = tensor.empty() : tensor<2048x2048xbf16>
    %z353 = linalg.fill ins(%c2 : bf16) outs(%e352 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r354 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg220, %arg221 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z353 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e355 = tensor.empty() : tensor<2048xbf16>
    %z356 = linalg.fill ins(%c2 : bf16) outs(%e355 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r357 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg222 : tensor<2048x2048xbf16>) outs(%z356 : tensor<2048xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.layers.1.self_attn.v_proj:aten.sum.dim_IntList")
    %e358 = tensor.empty() : tensor<2048x2048xbf16>
    %z359 = linalg.fill ins(%c2 : bf16) outs(%e358 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r360 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg223, %arg224 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z359 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e361 = tensor.empty() : tensor<2048x2048xbf16>
    %z362 = linalg.fill ins(%c2 : bf16) outs(%e361 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r363 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg225, %arg226 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z362 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e364 = tensor.empty() : tensor<2048xbf16>
    %z365 = linalg.fill ins(%c2 : bf16) outs(%e364 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r366 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg227 : tensor<2048x2048xbf16>) outs(%z365 : tensor<2048xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.layers.1.self_attn.k_proj:aten.sum.dim_IntList")
    %e367 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg228, %arg229 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e367 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e369 = tensor.empty() : tensor<2048x2048xbf16>
    %z370 = linalg.fill ins(%c2 : bf16) outs(%e369 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r371 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg230, %arg231 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z370 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e372 = tensor.empty() : tensor<2048x2048xbf16>
    %z373 = linalg.fill ins(%c2 : bf16) outs(%e372 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r374 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg232, %arg233 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z373 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e375 = tensor.empty() : tensor<2048xbf16>
    %z376 = linalg.fill ins(%c2 : bf16) outs(%e375 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r377 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg234 : tensor<2048x2048xbf16>) outs(%z376 : tensor<2048xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.layers.1.self_attn.q_proj:aten.sum.dim_IntList")
    %e378 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r379 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg235, %arg236 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e378 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e380 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z381 = linalg.fill ins(%c2 : bf16) outs(%e380 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg237, %arg238, %arg239, %arg240, %arg241 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z381 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e383 = tensor.empty() : tensor<2048xbf16>
    %z384 = linalg.fill ins(%c2 : bf16) outs(%e383 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e385 = tensor.empty() : tensor<2048xbf16>
    %z386 = linalg.fill ins(%c2 : bf16) outs(%e385 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r387:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg242, %arg243, %arg244, %arg245 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z384, %z386 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e388 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg246, %arg247 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e388 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e390 = tensor.empty() : tensor<2048x5632xbf16>
    %z391 = linalg.fill ins(%c2 : bf16) outs(%e390 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r392 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg248, %arg249 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%z391 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2048x5632xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e393 = tensor.empty() : tensor<2048x5632xbf16>
    %z394 = linalg.fill ins(%c2 : bf16) outs(%e393 : tensor<2048x5632xbf16>) -> tensor<2048x5632xbf16>
    %r395 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg250, %arg251 : tensor<2048x2048xbf16>, tensor<2048x5632xbf16>) outs(%z394 : tensor<2048x5632xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x5632xbf16> loc("model.layers.0.mlp.down_proj:aten.mm.default")
    %e396 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg252, %arg253 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e396 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e398 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg254, %arg255 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e398 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.0.mlp:aten.mul.Tensor")
    %e400 = tensor.empty() : tensor<5632x2048xbf16>
    %z401 = linalg.fill ins(%c2 : bf16) outs(%e400 : tensor<5632x2048xbf16>) -> tensor<5632x2048xbf16>
    %r402 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg256, %arg257 : tensor<2048x5632xbf16>, tensor<2048x2048xbf16>) outs(%z401 : tensor<5632x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<5632x2048xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e403 = tensor.empty() : tensor<2048x2048xbf16>
    %z404 = linalg.fill ins(%c2 : bf16) outs(%e403 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r405 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg258, %arg259 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%z404 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.mlp.up_proj:aten.mm.default")
    %e406 = tensor.empty() : tensor<2x1024x5632xbf16>
    %r407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg260, %arg261 : tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>) outs(%e406 : tensor<2x1024x5632xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.silu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x5632xbf16> loc("model.layers.0.mlp.act_fn:aten.silu_backward.default")
    %e408 = tensor.empty() : tensor<5632x2048xbf16>
    %z409 = linalg.fill ins(%c2 : bf16) outs(%e408 : tensor<5632x2048xbf16>) -> tensor<5632x2048xbf16>
    %r410 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg262, %arg263 : tensor<2048x5632xbf16>, tensor<2048x2048xbf16>) outs(%z409 : tensor<5632x2048xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "wgrad"} -> tensor<5632x2048xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e411 = tensor.empty() : tensor<2048x2048xbf16>
    %z412 = linalg.fill ins(%c2 : bf16) outs(%e411 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r413 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg264, %arg265 : tensor<2048x5632xbf16>, tensor<5632x2048xbf16>) outs(%z412 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_gate", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.mlp.gate_proj:aten.mm.default")
    %e414 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg266, %arg267 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e414 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0.mlp.gate_proj:aten.add.Tensor")
    %e416 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z417 = linalg.fill ins(%c2 : bf16) outs(%e416 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg268, %arg269, %arg270, %arg271, %arg272 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z417 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e419 = tensor.empty() : tensor<2048xbf16>
    %z420 = linalg.fill ins(%c2 : bf16) outs(%e419 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e421 = tensor.empty() : tensor<2048xbf16>
    %z422 = linalg.fill ins(%c2 : bf16) outs(%e421 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r423:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg273, %arg274, %arg275, %arg276 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z420, %z422 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.layers.0.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e424 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg277, %arg278 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e424 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e426 = tensor.empty() : tensor<2048x2048xbf16>
    %z427 = linalg.fill ins(%c2 : bf16) outs(%e426 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r428 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg279, %arg280 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z427 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e429 = tensor.empty() : tensor<2048x2048xbf16>
    %z430 = linalg.fill ins(%c2 : bf16) outs(%e429 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r431 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg281, %arg282 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z430 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e432 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg283, %arg284 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e432 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e434 = tensor.empty() : tensor<2x32x1024x8xbf16>
    %r435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg285 : tensor<2x32x1024x8xbf16>) outs(%e434 : tensor<2x32x1024x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x8xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e436 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg286 : tensor<2x32x1024x8xbf16>) outs(%e436 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e438 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg287 : tensor<2x32x1024x8xbf16>) outs(%e438 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e440 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg288, %arg289 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e440 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e442 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg290, %arg291 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e442 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e444 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg292, %arg293 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e444 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e446 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg294, %arg295 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e446 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e448 = tensor.empty() : tensor<2x32x1024x8xbf16>
    %r449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg296 : tensor<2x32x1024x8xbf16>) outs(%e448 : tensor<2x32x1024x8xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x8xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e450 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r451 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg297 : tensor<2x32x1024x8xbf16>) outs(%e450 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e452 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r453 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg298 : tensor<2x32x1024x8xbf16>) outs(%e452 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e454 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r455 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg299, %arg300 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e454 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e456 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r457 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg301, %arg302 : tensor<2x32x1024x16xbf16>, tensor<1024x16xbf16>) outs(%e456 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e458 = tensor.empty() : tensor<2x32x1024x16xbf16>
    %r459 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg303, %arg304 : tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>) outs(%e458 : tensor<2x32x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x16xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e460 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r461 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg305 : tensor<2x32x1024x48xbf16>) outs(%e460 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e462 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r463 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg306 : tensor<2x32x1024x16xbf16>) outs(%e462 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e464 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r465 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg307, %arg308 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%e464 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e466 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r467 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg309 : tensor<2x32x1024x48xbf16>) outs(%e466 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e468 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg310 : tensor<2x32x1024x16xbf16>) outs(%e468 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e470 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %r471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg311, %arg312 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%e470 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e472 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r473 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg313 : tensor<2x32x1024x64xbf16>) outs(%e472 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e474 = tensor.empty() : tensor<2x1024x32x64xbf16>
    %r475 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg314 : tensor<2x32x1024x64xbf16>) outs(%e474 : tensor<2x1024x32x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x64xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e476 = tensor.empty() : tensor<2048x2048xbf16>
    %z477 = linalg.fill ins(%c2 : bf16) outs(%e476 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r478 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg315, %arg316 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z477 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e479 = tensor.empty() : tensor<2048x2048xbf16>
    %z480 = linalg.fill ins(%c2 : bf16) outs(%e479 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r481 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg317, %arg318 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z480 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e482 = tensor.empty() : tensor<2048xbf16>
    %z483 = linalg.fill ins(%c2 : bf16) outs(%e482 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg319 : tensor<2048x2048xbf16>) outs(%z483 : tensor<2048xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.layers.0.self_attn.v_proj:aten.sum.dim_IntList")
    %e485 = tensor.empty() : tensor<2048x2048xbf16>
    %z486 = linalg.fill ins(%c2 : bf16) outs(%e485 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r487 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg320, %arg321 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z486 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e488 = tensor.empty() : tensor<2048x2048xbf16>
    %z489 = linalg.fill ins(%c2 : bf16) outs(%e488 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r490 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg322, %arg323 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z489 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e491 = tensor.empty() : tensor<2048xbf16>
    %z492 = linalg.fill ins(%c2 : bf16) outs(%e491 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r493 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg324 : tensor<2048x2048xbf16>) outs(%z492 : tensor<2048xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.layers.0.self_attn.k_proj:aten.sum.dim_IntList")
    %e494 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg325, %arg326 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e494 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e496 = tensor.empty() : tensor<2048x2048xbf16>
    %z497 = linalg.fill ins(%c2 : bf16) outs(%e496 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r498 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg327, %arg328 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z497 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e499 = tensor.empty() : tensor<2048x2048xbf16>
    %z500 = linalg.fill ins(%c2 : bf16) outs(%e499 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r501 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg329, %arg330 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z500 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e502 = tensor.empty() : tensor<2048xbf16>
    %z503 = linalg.fill ins(%c2 : bf16) outs(%e502 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg331 : tensor<2048x2048xbf16>) outs(%z503 : tensor<2048xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.layers.0.self_attn.q_proj:aten.sum.dim_IntList")
    %e505 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg332, %arg333 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e505 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e507 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z508 = linalg.fill ins(%c2 : bf16) outs(%e507 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg334, %arg335, %arg336, %arg337, %arg338 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z508 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e510 = tensor.empty() : tensor<2048xbf16>
    %z511 = linalg.fill ins(%c2 : bf16) outs(%e510 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e512 = tensor.empty() : tensor<2048xbf16>
    %z513 = linalg.fill ins(%c2 : bf16) outs(%e512 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r514:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg339, %arg340, %arg341, %arg342 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z511, %z513 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e515 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg343, %arg344 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e515 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e517 = tensor.empty() : tensor<100352x2048xbf16>
    %z518 = linalg.fill ins(%c2 : bf16) outs(%e517 : tensor<100352x2048xbf16>) -> tensor<100352x2048xbf16>
    %r519 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg345, %arg346 : tensor<2x1024xi64>, tensor<2x1024x2048xbf16>) outs(%z518 : tensor<100352x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<100352x2048xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r32#0, %r32#1, %r32#2, %r35, %r38, %r41, %r43, %r45, %r47, %r49, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r75, %r89, %r92, %r81, %r94, %r97, %r99, %r106#0, %r106#1, %r106#2, %r109, %r111, %r114, %r116, %r119, %r121, %r128#0, %r128#1, %r128#2, %r131, %r134, %r137, %r139, %r141, %r143, %r145, %r147, %r149, %r151, %r153, %r155, %r157, %r159, %r161, %r171, %r185, %r188, %r177, %r190, %r193, %r195, %r202#0, %r202#1, %r202#2, %r205, %r207, %r210, %r212, %r215, %r217, %r224#0, %r224#1, %r224#2, %r227, %r229, %r231, %r233, %r236, %r241#0, %r241#1, %r243, %r246, %r248, %r251, %r254, %r257, %r262#0, %r262#1, %r265, %r268, %r270, %r272, %r275, %r278, %r280, %r283, %r286, %r288, %r291, %r296#0, %r296#1, %r298, %r301, %r304, %r306, %r308, %r310, %r312, %r314, %r316, %r318, %r320, %r322, %r324, %r326, %r328, %r330, %r332, %r334, %r336, %r338, %r340, %r342, %r344, %r346, %r348, %r351, %r354, %r357, %r360, %r363, %r366, %r368, %r371, %r374, %r377, %r379, %r382, %r387#0, %r387#1, %r389, %r392, %r395, %r397, %r399, %r402, %r405, %r407, %r410, %r413, %r415, %r418, %r423#0, %r423#1, %r425, %r428, %r431, %r433, %r435, %r437, %r439, %r441, %r443, %r445, %r447, %r449, %r451, %r453, %r455, %r457, %r459, %r461, %r463, %r465, %r467, %r469, %r471, %r473, %r475, %r478, %r481, %r484, %r487, %r490, %r493, %r495, %r498, %r501, %r504, %r506, %r509, %r514#0, %r514#1, %r516, %r519 : tensor<2x1024x2048xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<8x1024xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xf32>, tensor<1024x16xbf16>, tensor<1024x16xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x1024x32x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x1024x32x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x100352xbf16>, tensor<2x1024x100352xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x100352xf32>, tensor<f32>, tensor<f32>, tensor<2048x100352xf32>, tensor<2048x100352xf32>, tensor<2x1024x100352xbf16>, tensor<100352x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x5632xbf16>, tensor<2048x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x5632xbf16>, tensor<5632x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x8xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x16xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2x1024x32x64xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<100352x2048xbf16>
  }
}
