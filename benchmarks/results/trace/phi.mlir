module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<51200x2560xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<20x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<20x1024xf32>, %arg7: tensor<20x1024xf32>, %arg8: tensor<1024x40xf32>, %arg9: tensor<1024x40xf32>, %arg10: tensor<1024x40xf32>, %arg11: tensor<1024x40xf32>, %arg12: tensor<1024x40xf32>, %arg13: tensor<1024x40xf32>, %arg14: tensor<2x1024x2560xbf16>, %arg15: tensor<2560xbf16>, %arg16: tensor<2560xbf16>, %arg17: tensor<2048x2560xbf16>, %arg18: tensor<2560x2560xbf16>, %arg19: tensor<2048x2560xbf16>, %arg20: tensor<2560x2560xbf16>, %arg21: tensor<2048x2560xbf16>, %arg22: tensor<2560x2560xbf16>, %arg23: tensor<2x1024x32x40xbf16>, %arg24: tensor<1024x40xbf16>, %arg25: tensor<2x1024x32x20xbf16>, %arg26: tensor<2x1024x32x20xbf16>, %arg27: tensor<2x1024x32x20xbf16>, %arg28: tensor<2x32x1024x40xbf16>, %arg29: tensor<1024x40xbf16>, %arg30: tensor<2x1024x32x40xbf16>, %arg31: tensor<2x32x1024x40xbf16>, %arg32: tensor<2x1024x32x40xbf16>, %arg33: tensor<1024x40xbf16>, %arg34: tensor<2x1024x32x20xbf16>, %arg35: tensor<2x1024x32x20xbf16>, %arg36: tensor<2x1024x32x20xbf16>, %arg37: tensor<2x32x1024x40xbf16>, %arg38: tensor<1024x40xbf16>, %arg39: tensor<2x1024x32x40xbf16>, %arg40: tensor<2x32x1024x40xbf16>, %arg41: tensor<2x1024x32x40xbf16>, %arg42: tensor<2x1024x32x40xbf16>, %arg43: tensor<2x1024x32x40xbf16>, %arg44: tensor<2x1024x32x40xbf16>, %arg45: tensor<2x32x1024x80xbf16>, %arg46: tensor<2x32x1024x80xbf16>, %arg47: tensor<2x32x1024x80xbf16>, %arg48: tensor<2x32x1024x80xbf16>, %arg49: tensor<2x32x1024x80xbf16>, %arg50: tensor<2048x2560xbf16>, %arg51: tensor<2560x2560xbf16>, %arg52: tensor<2048x2560xbf16>, %arg53: tensor<10240x2560xbf16>, %arg54: tensor<2x1024x10240xbf16>, %arg55: tensor<2x1024x10240xbf16>, %arg56: tensor<2x1024x10240xbf16>, %arg57: tensor<2x1024x10240xbf16>, %arg58: tensor<2x1024x10240xbf16>, %arg59: tensor<2x1024x10240xbf16>, %arg60: tensor<2x1024x10240xbf16>, %arg61: tensor<2x1024x10240xbf16>, %arg62: tensor<2x1024x10240xbf16>, %arg63: tensor<2x1024x10240xbf16>, %arg64: tensor<2048x10240xbf16>, %arg65: tensor<2560x10240xbf16>, %arg66: tensor<2x1024x2560xbf16>, %arg67: tensor<2x1024x2560xbf16>, %arg68: tensor<2x1024x2560xbf16>, %arg69: tensor<2x1024x2560xbf16>, %arg70: tensor<2x1024x2560xbf16>, %arg71: tensor<2560xbf16>, %arg72: tensor<2560xbf16>, %arg73: tensor<2048x2560xbf16>, %arg74: tensor<2560x2560xbf16>, %arg75: tensor<2048x2560xbf16>, %arg76: tensor<2560x2560xbf16>, %arg77: tensor<2048x2560xbf16>, %arg78: tensor<2560x2560xbf16>, %arg79: tensor<2x1024x32x40xbf16>, %arg80: tensor<1024x40xbf16>, %arg81: tensor<2x1024x32x20xbf16>, %arg82: tensor<2x1024x32x20xbf16>, %arg83: tensor<2x1024x32x20xbf16>, %arg84: tensor<2x32x1024x40xbf16>, %arg85: tensor<1024x40xbf16>, %arg86: tensor<2x1024x32x40xbf16>, %arg87: tensor<2x32x1024x40xbf16>, %arg88: tensor<2x1024x32x40xbf16>, %arg89: tensor<1024x40xbf16>, %arg90: tensor<2x1024x32x20xbf16>, %arg91: tensor<2x1024x32x20xbf16>, %arg92: tensor<2x1024x32x20xbf16>, %arg93: tensor<2x32x1024x40xbf16>, %arg94: tensor<1024x40xbf16>, %arg95: tensor<2x1024x32x40xbf16>, %arg96: tensor<2x32x1024x40xbf16>, %arg97: tensor<2x1024x32x40xbf16>, %arg98: tensor<2x1024x32x40xbf16>, %arg99: tensor<2x1024x32x40xbf16>, %arg100: tensor<2x1024x32x40xbf16>, %arg101: tensor<2x32x1024x80xbf16>, %arg102: tensor<2x32x1024x80xbf16>, %arg103: tensor<2x32x1024x80xbf16>, %arg104: tensor<2x32x1024x80xbf16>, %arg105: tensor<2x32x1024x80xbf16>, %arg106: tensor<2048x2560xbf16>, %arg107: tensor<2560x2560xbf16>, %arg108: tensor<2048x2560xbf16>, %arg109: tensor<10240x2560xbf16>, %arg110: tensor<2x1024x10240xbf16>, %arg111: tensor<2x1024x10240xbf16>, %arg112: tensor<2x1024x10240xbf16>, %arg113: tensor<2x1024x10240xbf16>, %arg114: tensor<2x1024x10240xbf16>, %arg115: tensor<2x1024x10240xbf16>, %arg116: tensor<2x1024x10240xbf16>, %arg117: tensor<2x1024x10240xbf16>, %arg118: tensor<2x1024x10240xbf16>, %arg119: tensor<2x1024x10240xbf16>, %arg120: tensor<2048x10240xbf16>, %arg121: tensor<2560x10240xbf16>, %arg122: tensor<2x1024x2560xbf16>, %arg123: tensor<2x1024x2560xbf16>, %arg124: tensor<2x1024x2560xbf16>, %arg125: tensor<2x1024x2560xbf16>, %arg126: tensor<2x1024x2560xbf16>, %arg127: tensor<2560xbf16>, %arg128: tensor<2560xbf16>, %arg129: tensor<2048x2560xbf16>, %arg130: tensor<51200x2560xbf16>, %arg131: tensor<2x1024x51200xbf16>, %arg132: tensor<2x1024xi64>, %arg133: tensor<2x1024xi64>, %arg134: tensor<2048x51200xf32>, %arg135: tensor<2048xi64>, %arg136: tensor<f32>, %arg137: tensor<2048xi64>, %arg138: tensor<f32>, %arg139: tensor<2048x51200xf32>, %arg140: tensor<2048x51200xf32>, %arg141: tensor<2x1024x51200xf32>, %arg142: tensor<2048x51200xbf16>, %arg143: tensor<51200x2560xbf16>, %arg144: tensor<2048x51200xbf16>, %arg145: tensor<2048x2560xbf16>, %arg146: tensor<2048x51200xbf16>, %arg147: tensor<2x1024x2560xbf16>, %arg148: tensor<2x1024x2560xbf16>, %arg149: tensor<2x1024xf32>, %arg150: tensor<2x1024xf32>, %arg151: tensor<2560xbf16>, %arg152: tensor<2x1024x2560xbf16>, %arg153: tensor<2x1024x2560xbf16>, %arg154: tensor<2x1024xf32>, %arg155: tensor<2x1024xf32>, %arg156: tensor<2048x2560xbf16>, %arg157: tensor<2560x10240xbf16>, %arg158: tensor<2048x2560xbf16>, %arg159: tensor<2048x10240xbf16>, %arg160: tensor<2048x2560xbf16>, %arg161: tensor<2x1024x10240xbf16>, %arg162: tensor<2x1024x10240xbf16>, %arg163: tensor<2x1024x10240xbf16>, %arg164: tensor<2x1024x10240xbf16>, %arg165: tensor<2x1024x10240xbf16>, %arg166: tensor<2x1024x10240xbf16>, %arg167: tensor<2x1024x10240xbf16>, %arg168: tensor<2x1024x10240xbf16>, %arg169: tensor<2x1024x10240xbf16>, %arg170: tensor<2x1024x10240xbf16>, %arg171: tensor<2x1024x10240xbf16>, %arg172: tensor<2x1024x10240xbf16>, %arg173: tensor<2x1024x10240xbf16>, %arg174: tensor<2x1024x10240xbf16>, %arg175: tensor<2x1024x10240xbf16>, %arg176: tensor<2x1024x10240xbf16>, %arg177: tensor<2x1024x10240xbf16>, %arg178: tensor<2048x10240xbf16>, %arg179: tensor<10240x2560xbf16>, %arg180: tensor<2048x10240xbf16>, %arg181: tensor<2048x2560xbf16>, %arg182: tensor<2048x10240xbf16>, %arg183: tensor<2048x2560xbf16>, %arg184: tensor<2560x2560xbf16>, %arg185: tensor<2048x2560xbf16>, %arg186: tensor<2048x2560xbf16>, %arg187: tensor<2048x2560xbf16>, %arg188: tensor<2x32x1024x40xbf16>, %arg189: tensor<1024x40xbf16>, %arg190: tensor<2x32x1024x20xbf16>, %arg191: tensor<2x32x1024x20xbf16>, %arg192: tensor<2x32x1024x20xbf16>, %arg193: tensor<2x32x1024x40xbf16>, %arg194: tensor<2x32x1024x40xbf16>, %arg195: tensor<2x32x1024x40xbf16>, %arg196: tensor<1024x40xbf16>, %arg197: tensor<2x32x1024x40xbf16>, %arg198: tensor<2x32x1024x40xbf16>, %arg199: tensor<2x32x1024x40xbf16>, %arg200: tensor<1024x40xbf16>, %arg201: tensor<2x32x1024x20xbf16>, %arg202: tensor<2x32x1024x20xbf16>, %arg203: tensor<2x32x1024x20xbf16>, %arg204: tensor<2x32x1024x40xbf16>, %arg205: tensor<2x32x1024x40xbf16>, %arg206: tensor<2x32x1024x40xbf16>, %arg207: tensor<1024x40xbf16>, %arg208: tensor<2x32x1024x40xbf16>, %arg209: tensor<2x32x1024x40xbf16>, %arg210: tensor<2x32x1024x40xbf16>, %arg211: tensor<2x32x1024x40xbf16>, %arg212: tensor<2x32x1024x80xbf16>, %arg213: tensor<2x32x1024x80xbf16>, %arg214: tensor<2x32x1024x40xbf16>, %arg215: tensor<2x32x1024x40xbf16>, %arg216: tensor<2x32x1024x80xbf16>, %arg217: tensor<2x32x1024x80xbf16>, %arg218: tensor<2048x2560xbf16>, %arg219: tensor<2560x2560xbf16>, %arg220: tensor<2048x2560xbf16>, %arg221: tensor<2048x2560xbf16>, %arg222: tensor<2048x2560xbf16>, %arg223: tensor<2x1024x2560xbf16>, %arg224: tensor<2x1024x2560xbf16>, %arg225: tensor<2x32x1024x80xbf16>, %arg226: tensor<2048x2560xbf16>, %arg227: tensor<2560x2560xbf16>, %arg228: tensor<2048x2560xbf16>, %arg229: tensor<2048x2560xbf16>, %arg230: tensor<2048x2560xbf16>, %arg231: tensor<2x1024x2560xbf16>, %arg232: tensor<2x1024x2560xbf16>, %arg233: tensor<2x32x1024x80xbf16>, %arg234: tensor<2048x2560xbf16>, %arg235: tensor<2560x2560xbf16>, %arg236: tensor<2048x2560xbf16>, %arg237: tensor<2048x2560xbf16>, %arg238: tensor<2048x2560xbf16>, %arg239: tensor<2x1024x2560xbf16>, %arg240: tensor<2x1024x2560xbf16>, %arg241: tensor<2x1024x2560xbf16>, %arg242: tensor<2x1024x2560xbf16>, %arg243: tensor<2x1024xf32>, %arg244: tensor<2x1024xf32>, %arg245: tensor<2560xbf16>, %arg246: tensor<2x1024x2560xbf16>, %arg247: tensor<2x1024x2560xbf16>, %arg248: tensor<2x1024xf32>, %arg249: tensor<2x1024xf32>, %arg250: tensor<2x1024x2560xbf16>, %arg251: tensor<2x1024x2560xbf16>, %arg252: tensor<2048x2560xbf16>, %arg253: tensor<2560x10240xbf16>, %arg254: tensor<2048x2560xbf16>, %arg255: tensor<2048x10240xbf16>, %arg256: tensor<2048x2560xbf16>, %arg257: tensor<2x1024x10240xbf16>, %arg258: tensor<2x1024x10240xbf16>, %arg259: tensor<2x1024x10240xbf16>, %arg260: tensor<2x1024x10240xbf16>, %arg261: tensor<2x1024x10240xbf16>, %arg262: tensor<2x1024x10240xbf16>, %arg263: tensor<2x1024x10240xbf16>, %arg264: tensor<2x1024x10240xbf16>, %arg265: tensor<2x1024x10240xbf16>, %arg266: tensor<2x1024x10240xbf16>, %arg267: tensor<2x1024x10240xbf16>, %arg268: tensor<2x1024x10240xbf16>, %arg269: tensor<2x1024x10240xbf16>, %arg270: tensor<2x1024x10240xbf16>, %arg271: tensor<2x1024x10240xbf16>, %arg272: tensor<2x1024x10240xbf16>, %arg273: tensor<2x1024x10240xbf16>, %arg274: tensor<2048x10240xbf16>, %arg275: tensor<10240x2560xbf16>, %arg276: tensor<2048x10240xbf16>, %arg277: tensor<2048x2560xbf16>, %arg278: tensor<2048x10240xbf16>, %arg279: tensor<2048x2560xbf16>, %arg280: tensor<2560x2560xbf16>, %arg281: tensor<2048x2560xbf16>, %arg282: tensor<2048x2560xbf16>, %arg283: tensor<2048x2560xbf16>, %arg284: tensor<2x32x1024x40xbf16>, %arg285: tensor<1024x40xbf16>, %arg286: tensor<2x32x1024x20xbf16>, %arg287: tensor<2x32x1024x20xbf16>, %arg288: tensor<2x32x1024x20xbf16>, %arg289: tensor<2x32x1024x40xbf16>, %arg290: tensor<2x32x1024x40xbf16>, %arg291: tensor<2x32x1024x40xbf16>, %arg292: tensor<1024x40xbf16>, %arg293: tensor<2x32x1024x40xbf16>, %arg294: tensor<2x32x1024x40xbf16>, %arg295: tensor<2x32x1024x40xbf16>, %arg296: tensor<1024x40xbf16>, %arg297: tensor<2x32x1024x20xbf16>, %arg298: tensor<2x32x1024x20xbf16>, %arg299: tensor<2x32x1024x20xbf16>, %arg300: tensor<2x32x1024x40xbf16>, %arg301: tensor<2x32x1024x40xbf16>, %arg302: tensor<2x32x1024x40xbf16>, %arg303: tensor<1024x40xbf16>, %arg304: tensor<2x32x1024x40xbf16>, %arg305: tensor<2x32x1024x40xbf16>, %arg306: tensor<2x32x1024x40xbf16>, %arg307: tensor<2x32x1024x40xbf16>, %arg308: tensor<2x32x1024x80xbf16>, %arg309: tensor<2x32x1024x80xbf16>, %arg310: tensor<2x32x1024x40xbf16>, %arg311: tensor<2x32x1024x40xbf16>, %arg312: tensor<2x32x1024x80xbf16>, %arg313: tensor<2x32x1024x80xbf16>, %arg314: tensor<2048x2560xbf16>, %arg315: tensor<2560x2560xbf16>, %arg316: tensor<2048x2560xbf16>, %arg317: tensor<2048x2560xbf16>, %arg318: tensor<2048x2560xbf16>, %arg319: tensor<2x1024x2560xbf16>, %arg320: tensor<2x1024x2560xbf16>, %arg321: tensor<2x32x1024x80xbf16>, %arg322: tensor<2048x2560xbf16>, %arg323: tensor<2560x2560xbf16>, %arg324: tensor<2048x2560xbf16>, %arg325: tensor<2048x2560xbf16>, %arg326: tensor<2048x2560xbf16>, %arg327: tensor<2x1024x2560xbf16>, %arg328: tensor<2x1024x2560xbf16>, %arg329: tensor<2x32x1024x80xbf16>, %arg330: tensor<2048x2560xbf16>, %arg331: tensor<2560x2560xbf16>, %arg332: tensor<2048x2560xbf16>, %arg333: tensor<2048x2560xbf16>, %arg334: tensor<2048x2560xbf16>, %arg335: tensor<2x1024x2560xbf16>, %arg336: tensor<2x1024x2560xbf16>, %arg337: tensor<2x1024x2560xbf16>, %arg338: tensor<2x1024x2560xbf16>, %arg339: tensor<2x1024xf32>, %arg340: tensor<2x1024xf32>, %arg341: tensor<2560xbf16>, %arg342: tensor<2x1024x2560xbf16>, %arg343: tensor<2x1024x2560xbf16>, %arg344: tensor<2x1024xf32>, %arg345: tensor<2x1024xf32>, %arg346: tensor<2x1024x2560xbf16>, %arg347: tensor<2x1024x2560xbf16>, %arg348: tensor<2x1024xi64>, %arg349: tensor<2x1024x2560xbf16>) -> (tensor<2x1024x2560xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<20x1024xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xbf16>, tensor<1024x40xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2048x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2048x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x51200xbf16>, tensor<2x1024x51200xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x51200xf32>, tensor<f32>, tensor<f32>, tensor<2048x51200xf32>, tensor<2048x51200xf32>, tensor<2x1024x51200xbf16>, tensor<2048x2560xbf16>, tensor<51200x2560xbf16>, tensor<51200xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2048x10240xbf16>, tensor<2560x10240xbf16>, tensor<2560xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<10240x2560xbf16>, tensor<10240xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x10240xbf16>, tensor<2560x10240xbf16>, tensor<2560xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<10240x2560xbf16>, tensor<10240xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<51200x2560xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 1.118034e-01 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<51200x2560xbf16>
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
    %e9 = tensor.empty() : tensor<20x1024xf32>
    %z10 = linalg.fill ins(%c1 : f32) outs(%e9 : tensor<20x1024xf32>) -> tensor<20x1024xf32>
    %r11 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg4, %arg5 : tensor<20x1xf32>, tensor<1x1024xf32>) outs(%z10 : tensor<20x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<20x1024xf32> loc("model.rotary_emb:aten.bmm.default")
    %e12 = tensor.empty() : tensor<1024x40xf32>
    %r13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<20x1024xf32>, tensor<20x1024xf32>) outs(%e12 : tensor<1024x40xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x40xf32> loc("model.rotary_emb:aten.cat.default")
    %e14 = tensor.empty() : tensor<1024x40xf32>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<1024x40xf32>) outs(%e14 : tensor<1024x40xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x40xf32> loc("model.rotary_emb:aten.cos.default")
    %e16 = tensor.empty() : tensor<1024x40xf32>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<1024x40xf32>) outs(%e16 : tensor<1024x40xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x40xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e18 = tensor.empty() : tensor<1024x40xf32>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x40xf32>) outs(%e18 : tensor<1024x40xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x40xf32> loc("model.rotary_emb:aten.sin.default")
    %e20 = tensor.empty() : tensor<1024x40xf32>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024x40xf32>) outs(%e20 : tensor<1024x40xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x40xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e22 = tensor.empty() : tensor<1024x40xbf16>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x40xf32>) outs(%e22 : tensor<1024x40xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x40xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e24 = tensor.empty() : tensor<1024x40xbf16>
    %r25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x40xf32>) outs(%e24 : tensor<1024x40xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x40xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e26 = tensor.empty() : tensor<2x1024x2560xbf16>
    %z27 = linalg.fill ins(%c2 : bf16) outs(%e26 : tensor<2x1024x2560xbf16>) -> tensor<2x1024x2560xbf16>
    %e28 = tensor.empty() : tensor<2x1024xf32>
    %z29 = linalg.fill ins(%c1 : f32) outs(%e28 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg14, %arg15, %arg16 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>) outs(%z27, %z29, %z31 : tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.0.input_layernorm:aten.native_layer_norm.default")
    %e33 = tensor.empty() : tensor<2048x2560xbf16>
    %z34 = linalg.fill ins(%c2 : bf16) outs(%e33 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r35 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg17, %arg18 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z34 : tensor<2048x2560xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.addmm.default")
    %e36 = tensor.empty() : tensor<2048x2560xbf16>
    %z37 = linalg.fill ins(%c2 : bf16) outs(%e36 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r38 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg19, %arg20 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z37 : tensor<2048x2560xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.addmm.default")
    %e39 = tensor.empty() : tensor<2048x2560xbf16>
    %z40 = linalg.fill ins(%c2 : bf16) outs(%e39 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r41 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg21, %arg22 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z40 : tensor<2048x2560xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.v_proj:aten.addmm.default")
    %e42 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg23, %arg24 : tensor<2x1024x32x40xbf16>, tensor<1024x40xbf16>) outs(%e42 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e44 = tensor.empty() : tensor<2x1024x32x20xbf16>
    %r45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x1024x32x20xbf16>) outs(%e44 : tensor<2x1024x32x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x20xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e46 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg26, %arg27 : tensor<2x1024x32x20xbf16>, tensor<2x1024x32x20xbf16>) outs(%e46 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e48 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg28, %arg29 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e48 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e50 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg30, %arg31 : tensor<2x1024x32x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e50 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e52 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32, %arg33 : tensor<2x1024x32x40xbf16>, tensor<1024x40xbf16>) outs(%e52 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x32x20xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg34 : tensor<2x1024x32x20xbf16>) outs(%e54 : tensor<2x1024x32x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x20xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e56 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg35, %arg36 : tensor<2x1024x32x20xbf16>, tensor<2x1024x32x20xbf16>) outs(%e56 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e58 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e58 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x32x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e60 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e62 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg41, %arg42 : tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>) outs(%e62 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e64 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg43, %arg44 : tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>) outs(%e64 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e66 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z67 = linalg.fill ins(%c2 : bf16) outs(%e66 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg45, %arg46 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%z67 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
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
    %e73 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z74 = linalg.fill ins(%c2 : bf16) outs(%e73 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p71, %arg47 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z74 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e76 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z77 = linalg.fill ins(%c2 : bf16) outs(%e76 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg48, %arg47 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%z77 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e79 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z80 = linalg.fill ins(%c2 : bf16) outs(%e79 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p71, %arg48 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z80 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
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
    %e87 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z88 = linalg.fill ins(%c2 : bf16) outs(%e87 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds85, %arg46 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z88 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e90 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z91 = linalg.fill ins(%c2 : bf16) outs(%e90 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds85, %arg45 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z91 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e93 = tensor.empty() : tensor<2x1024x32x80xbf16>
    %r94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg49 : tensor<2x32x1024x80xbf16>) outs(%e93 : tensor<2x1024x32x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x80xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e95 = tensor.empty() : tensor<2048x2560xbf16>
    %z96 = linalg.fill ins(%c2 : bf16) outs(%e95 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r97 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg50, %arg51 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z96 : tensor<2048x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.dense:aten.addmm.default")
    %e98 = tensor.empty() : tensor<2048x10240xbf16>
    %z99 = linalg.fill ins(%c2 : bf16) outs(%e98 : tensor<2048x10240xbf16>) -> tensor<2048x10240xbf16>
    %r100 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg52, %arg53 : tensor<2048x2560xbf16>, tensor<10240x2560xbf16>) outs(%z99 : tensor<2048x10240xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x10240xbf16> loc("model.layers.0.mlp.fc1:aten.addmm.default")
    %e101 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54 : tensor<2x1024x10240xbf16>) outs(%e101 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e103 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r104 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55 : tensor<2x1024x10240xbf16>) outs(%e103 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.pow.Tensor_Scalar")
    %e105 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56 : tensor<2x1024x10240xbf16>) outs(%e105 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e107 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57, %arg58 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e107 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.add.Tensor")
    %e109 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg59 : tensor<2x1024x10240xbf16>) outs(%e109 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e111 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg60 : tensor<2x1024x10240xbf16>) outs(%e111 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.tanh.default")
    %e113 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r114 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg61 : tensor<2x1024x10240xbf16>) outs(%e113 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.add.Tensor")
    %e115 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg62, %arg63 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e115 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e117 = tensor.empty() : tensor<2048x2560xbf16>
    %z118 = linalg.fill ins(%c2 : bf16) outs(%e117 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r119 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg64, %arg65 : tensor<2048x10240xbf16>, tensor<2560x10240xbf16>) outs(%z118 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.0.mlp.fc2:aten.addmm.default")
    %e120 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg66, %arg67 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e120 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0:aten.add.Tensor")
    %e122 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg68, %arg69 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e122 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0:aten.add.Tensor")
    %e124 = tensor.empty() : tensor<2x1024x2560xbf16>
    %z125 = linalg.fill ins(%c2 : bf16) outs(%e124 : tensor<2x1024x2560xbf16>) -> tensor<2x1024x2560xbf16>
    %e126 = tensor.empty() : tensor<2x1024xf32>
    %z127 = linalg.fill ins(%c1 : f32) outs(%e126 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e128 = tensor.empty() : tensor<2x1024xf32>
    %z129 = linalg.fill ins(%c1 : f32) outs(%e128 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r130:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg70, %arg71, %arg72 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>) outs(%z125, %z127, %z129 : tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.1.input_layernorm:aten.native_layer_norm.default")
    %e131 = tensor.empty() : tensor<2048x2560xbf16>
    %z132 = linalg.fill ins(%c2 : bf16) outs(%e131 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r133 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg73, %arg74 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z132 : tensor<2048x2560xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.addmm.default")
    %e134 = tensor.empty() : tensor<2048x2560xbf16>
    %z135 = linalg.fill ins(%c2 : bf16) outs(%e134 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r136 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg75, %arg76 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z135 : tensor<2048x2560xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.addmm.default")
    %e137 = tensor.empty() : tensor<2048x2560xbf16>
    %z138 = linalg.fill ins(%c2 : bf16) outs(%e137 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r139 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg77, %arg78 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z138 : tensor<2048x2560xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.v_proj:aten.addmm.default")
    %e140 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg79, %arg80 : tensor<2x1024x32x40xbf16>, tensor<1024x40xbf16>) outs(%e140 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e142 = tensor.empty() : tensor<2x1024x32x20xbf16>
    %r143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg81 : tensor<2x1024x32x20xbf16>) outs(%e142 : tensor<2x1024x32x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x20xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e144 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg82, %arg83 : tensor<2x1024x32x20xbf16>, tensor<2x1024x32x20xbf16>) outs(%e144 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e146 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg84, %arg85 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e146 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e148 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg86, %arg87 : tensor<2x1024x32x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e148 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e150 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88, %arg89 : tensor<2x1024x32x40xbf16>, tensor<1024x40xbf16>) outs(%e150 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e152 = tensor.empty() : tensor<2x1024x32x20xbf16>
    %r153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg90 : tensor<2x1024x32x20xbf16>) outs(%e152 : tensor<2x1024x32x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x20xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e154 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg91, %arg92 : tensor<2x1024x32x20xbf16>, tensor<2x1024x32x20xbf16>) outs(%e154 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e156 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg93, %arg94 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e156 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e158 = tensor.empty() : tensor<2x1024x32x40xbf16>
    %r159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg95, %arg96 : tensor<2x1024x32x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e158 : tensor<2x1024x32x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32x40xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e160 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg97, %arg98 : tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>) outs(%e160 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e162 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg99, %arg100 : tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>) outs(%e162 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e164 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z165 = linalg.fill ins(%c2 : bf16) outs(%e164 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r166 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg101, %arg102 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%z165 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e168 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r166 : tensor<2x32x1024x1024xbf16>) outs(%e168 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e170 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p169 = linalg.softmax dimension(3) ins(%m167 : tensor<2x32x1024x1024xbf16>) outs(%e170 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e171 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z172 = linalg.fill ins(%c2 : bf16) outs(%e171 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p169, %arg103 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z172 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e174 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z175 = linalg.fill ins(%c2 : bf16) outs(%e174 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg104, %arg103 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%z175 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e177 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z178 = linalg.fill ins(%c2 : bf16) outs(%e177 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p169, %arg104 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z178 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e180 = tensor.empty() : tensor<2x32x1024xbf16>
    %z181 = linalg.fill ins(%c2 : bf16) outs(%e180 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p169, %r176 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z181 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e184 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p169, %r176, %rs182 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e184 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e185 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z186 = linalg.fill ins(%c2 : bf16) outs(%e185 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds183, %arg102 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z186 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e188 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %z189 = linalg.fill ins(%c2 : bf16) outs(%e188 : tensor<2x32x1024x80xbf16>) -> tensor<2x32x1024x80xbf16>
    %r190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds183, %arg101 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x80xbf16>) outs(%z189 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e191 = tensor.empty() : tensor<2x1024x32x80xbf16>
    %r192 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg105 : tensor<2x32x1024x80xbf16>) outs(%e191 : tensor<2x1024x32x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x80xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e193 = tensor.empty() : tensor<2048x2560xbf16>
    %z194 = linalg.fill ins(%c2 : bf16) outs(%e193 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r195 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg106, %arg107 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z194 : tensor<2048x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.dense:aten.addmm.default")
    %e196 = tensor.empty() : tensor<2048x10240xbf16>
    %z197 = linalg.fill ins(%c2 : bf16) outs(%e196 : tensor<2048x10240xbf16>) -> tensor<2048x10240xbf16>
    %r198 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg108, %arg109 : tensor<2048x2560xbf16>, tensor<10240x2560xbf16>) outs(%z197 : tensor<2048x10240xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x10240xbf16> loc("model.layers.1.mlp.fc1:aten.addmm.default")
    %e199 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r200 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110 : tensor<2x1024x10240xbf16>) outs(%e199 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e201 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r202 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<2x1024x10240xbf16>) outs(%e201 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.pow.Tensor_Scalar")
    %e203 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r204 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x1024x10240xbf16>) outs(%e203 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e205 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg113, %arg114 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e205 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.add.Tensor")
    %e207 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r208 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg115 : tensor<2x1024x10240xbf16>) outs(%e207 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e209 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg116 : tensor<2x1024x10240xbf16>) outs(%e209 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.tanh.default")
    %e211 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg117 : tensor<2x1024x10240xbf16>) outs(%e211 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.add.Tensor")
    %e213 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg118, %arg119 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e213 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e215 = tensor.empty() : tensor<2048x2560xbf16>
    %z216 = linalg.fill ins(%c2 : bf16) outs(%e215 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r217 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg120, %arg121 : tensor<2048x10240xbf16>, tensor<2560x10240xbf16>) outs(%z216 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2560xbf16> loc("model.layers.1.mlp.fc2:aten.addmm.default")
    %e218 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg122, %arg123 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e218 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1:aten.add.Tensor")
    %e220 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg124, %arg125 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e220 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1:aten.add.Tensor")
    %e222 = tensor.empty() : tensor<2x1024x2560xbf16>
    %z223 = linalg.fill ins(%c2 : bf16) outs(%e222 : tensor<2x1024x2560xbf16>) -> tensor<2x1024x2560xbf16>
    %e224 = tensor.empty() : tensor<2x1024xf32>
    %z225 = linalg.fill ins(%c1 : f32) outs(%e224 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e226 = tensor.empty() : tensor<2x1024xf32>
    %z227 = linalg.fill ins(%c1 : f32) outs(%e226 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r228:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg126, %arg127, %arg128 : tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>) outs(%z223, %z225, %z227 : tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.final_layernorm:aten.native_layer_norm.default")
    %e229 = tensor.empty() : tensor<2048x51200xbf16>
    %z230 = linalg.fill ins(%c2 : bf16) outs(%e229 : tensor<2048x51200xbf16>) -> tensor<2048x51200xbf16>
    %r231 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg129, %arg130 : tensor<2048x2560xbf16>, tensor<51200x2560xbf16>) outs(%z230 : tensor<2048x51200xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x51200xbf16> loc("lm_head:aten.addmm.default")
    %e232 = tensor.empty() : tensor<2x1024x51200xf32>
    %r233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg131 : tensor<2x1024x51200xbf16>) outs(%e232 : tensor<2x1024x51200xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x51200xf32> loc("aten._to_copy.default")
    %e234 = tensor.empty() : tensor<2x1025xi64>
    %r235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg132 : tensor<2x1024xi64>) outs(%e234 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e236 = tensor.empty() : tensor<2x1024xi64>
    %r237 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg133 : tensor<2x1024xi64>) outs(%e236 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e238 = tensor.empty() : tensor<2048x51200xf32>
    %z239 = linalg.fill ins(%c1 : f32) outs(%e238 : tensor<2048x51200xf32>) -> tensor<2048x51200xf32>
    %r240 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg134 : tensor<2048x51200xf32>) outs(%z239 : tensor<2048x51200xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x51200xf32> loc("aten._log_softmax.default")
    %e241 = tensor.empty() : tensor<f32>
    %z242 = linalg.fill ins(%c1 : f32) outs(%e241 : tensor<f32>) -> tensor<f32>
    %e243 = tensor.empty() : tensor<f32>
    %z244 = linalg.fill ins(%c1 : f32) outs(%e243 : tensor<f32>) -> tensor<f32>
    %r245:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg135 : tensor<2048xi64>) outs(%z242, %z244 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e246 = tensor.empty() : tensor<2048x51200xf32>
    %r247 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136, %arg137, %arg138 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e246 : tensor<2048x51200xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x51200xf32> loc("aten.nll_loss_backward.default")
    %e248 = tensor.empty() : tensor<2048x51200xf32>
    %z249 = linalg.fill ins(%c1 : f32) outs(%e248 : tensor<2048x51200xf32>) -> tensor<2048x51200xf32>
    %r250 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg139, %arg140 : tensor<2048x51200xf32>, tensor<2048x51200xf32>) outs(%z249 : tensor<2048x51200xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x51200xf32> loc("aten._log_softmax_backward_data.default")
    %e251 = tensor.empty() : tensor<2x1024x51200xbf16>
    %r252 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg141 : tensor<2x1024x51200xf32>) outs(%e251 : tensor<2x1024x51200xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x51200xbf16> loc("aten._to_copy.default")
    %e253 = tensor.empty() : tensor<2048x2560xbf16>
    %z254 = linalg.fill ins(%c2 : bf16) outs(%e253 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r255 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg142, %arg143 : tensor<2048x51200xbf16>, tensor<51200x2560xbf16>) outs(%z254 : tensor<2048x2560xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("lm_head:aten.mm.default")
    %e256 = tensor.empty() : tensor<51200x2560xbf16>
    %z257 = linalg.fill ins(%c2 : bf16) outs(%e256 : tensor<51200x2560xbf16>) -> tensor<51200x2560xbf16>
    %r258 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg144, %arg145 : tensor<2048x51200xbf16>, tensor<2048x2560xbf16>) outs(%z257 : tensor<51200x2560xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<51200x2560xbf16> loc("lm_head:aten.mm.default")
    %e259 = tensor.empty() : tensor<51200xbf16>
    %z260 = linalg.fill ins(%c2 : bf16) outs(%e259 : tensor<51200xbf16>) -> tensor<51200xbf16>
    %r261 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg146 : tensor<2048x51200xbf16>) outs(%z260 : tensor<51200xbf16>) attrs = {dimtune.role = "lm_head", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<51200xbf16> loc("lm_head:aten.sum.dim_IntList")
    %e262 = tensor.empty() : tensor<2x1024x2560xbf16>
    %z263 = linalg.fill ins(%c2 : bf16) outs(%e262 : tensor<2x1024x2560xbf16>) -> tensor<2x1024x2560xbf16>
    %r264 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg147, %arg148, %arg149, %arg150, %arg151 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2560xbf16>) outs(%z263 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.final_layernorm:aten.native_layer_norm_backward.default")
    %e265 = tensor.empty() : tensor<2560xbf16>
    %z266 = linalg.fill ins(%c2 : bf16) outs(%e265 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %e267 = tensor.empty() : tensor<2560xbf16>
    %z268 = linalg.fill ins(%c2 : bf16) outs(%e267 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r269:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg152, %arg153, %arg154, %arg155 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z266, %z268 : tensor<2560xbf16>, tensor<2560xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2560xbf16>, tensor<2560xbf16>) loc("model.final_layernorm:aten.native_layer_norm_backward.default")
    %e270 = tensor.empty() : tensor<2048x10240xbf16>
    %z271 = linalg.fill ins(%c2 : bf16) outs(%e270 : tensor<2048x10240xbf16>) -> tensor<2048x10240xbf16>
    %r272 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg156, %arg157 : tensor<2048x2560xbf16>, tensor<2560x10240xbf16>) outs(%z271 : tensor<2048x10240xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x10240xbf16> loc("model.layers.1.mlp.fc2:aten.mm.default")
    %e273 = tensor.empty() : tensor<2560x10240xbf16>
    %z274 = linalg.fill ins(%c2 : bf16) outs(%e273 : tensor<2560x10240xbf16>) -> tensor<2560x10240xbf16>
    %r275 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg158, %arg159 : tensor<2048x2560xbf16>, tensor<2048x10240xbf16>) outs(%z274 : tensor<2560x10240xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2560x10240xbf16> loc("model.layers.1.mlp.fc2:aten.mm.default")
    %e276 = tensor.empty() : tensor<2560xbf16>
    %z277 = linalg.fill ins(%c2 : bf16) outs(%e276 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r278 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg160 : tensor<2048x2560xbf16>) outs(%z277 : tensor<2560xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.1.mlp.fc2:aten.sum.dim_IntList")
    %e279 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r280 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg161, %arg162 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e279 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e281 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg163, %arg164 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e281 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e283 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r284 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg165, %arg166 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e283 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.tanh_backward.default")
    %e285 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg167 : tensor<2x1024x10240xbf16>) outs(%e285 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e287 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg168 : tensor<2x1024x10240xbf16>) outs(%e287 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e289 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg169 : tensor<2x1024x10240xbf16>) outs(%e289 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.pow.Tensor_Scalar")
    %e291 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg170 : tensor<2x1024x10240xbf16>) outs(%e291 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Scalar")
    %e293 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg171, %arg172 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e293 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e295 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173, %arg174 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e295 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.add.Tensor")
    %e297 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175 : tensor<2x1024x10240xbf16>) outs(%e297 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.mul.Tensor")
    %e299 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg176, %arg177 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e299 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.1.mlp.activation_fn:aten.add.Tensor")
    %e301 = tensor.empty() : tensor<2048x2560xbf16>
    %z302 = linalg.fill ins(%c2 : bf16) outs(%e301 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r303 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg178, %arg179 : tensor<2048x10240xbf16>, tensor<10240x2560xbf16>) outs(%z302 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.mlp.fc1:aten.mm.default")
    %e304 = tensor.empty() : tensor<10240x2560xbf16>
    %z305 = linalg.fill ins(%c2 : bf16) outs(%e304 : tensor<10240x2560xbf16>) -> tensor<10240x2560xbf16>
    %r306 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg180, %arg181 : tensor<2048x10240xbf16>, tensor<2048x2560xbf16>) outs(%z305 : tensor<10240x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<10240x2560xbf16> loc("model.layers.1.mlp.fc1:aten.mm.default")
    %e307 = tensor.empty() : tensor<10240xbf16>
    %z308 = linalg.fill ins(%c2 : bf16) outs(%e307 : tensor<10240xbf16>) -> tensor<10240xbf16>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg182 : tensor<2048x10240xbf16>) outs(%z308 : tensor<10240xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<10240xbf16> loc("model.layers.1.mlp.fc1:aten.sum.dim_IntList")
    %e310 = tensor.empty() : tensor<2048x2560xbf16>
    %z311 = linalg.fill ins(%c2 : bf16) outs(%e310 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r312 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg183, %arg184 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z311 : tensor<2048x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.dense:aten.mm.default")
    %e313 = tensor.empty() : tensor<2560x2560xbf16>
    %z314 = linalg.fill ins(%c2 : bf16) outs(%e313 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r315 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg185, %arg186 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z314 : tensor<2560x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.1.self_attn.dense:aten.mm.default")
    %e316 = tensor.empty() : tensor<2560xbf16>
    %z317 = linalg.fill ins(%c2 : bf16) outs(%e316 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r318 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg187 : tensor<2048x2560xbf16>) outs(%z317 : tensor<2560xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.1.self_attn.dense:aten.sum.dim_IntList")
    %e319 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r320 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg188, %arg189 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e319 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e321 = tensor.empty() : tensor<2x32x1024x20xbf16>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg190 : tensor<2x32x1024x20xbf16>) outs(%e321 : tensor<2x32x1024x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x20xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e323 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg191 : tensor<2x32x1024x20xbf16>) outs(%e323 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e325 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg192 : tensor<2x32x1024x20xbf16>) outs(%e325 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e327 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg193, %arg194 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e327 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e329 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r330 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg195, %arg196 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e329 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e331 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r332 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg197, %arg198 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e331 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e333 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r334 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg199, %arg200 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e333 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e335 = tensor.empty() : tensor<2x32x1024x20xbf16>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg201 : tensor<2x32x1024x20xbf16>) outs(%e335 : tensor<2x32x1024x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x20xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e337 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r338 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg202 : tensor<2x32x1024x20xbf16>) outs(%e337 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e339 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg203 : tensor<2x32x1024x20xbf16>) outs(%e339 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e341 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg204, %arg205 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e341 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e343 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg206, %arg207 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e343 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e345 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg208, %arg209 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e345 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e347 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r348 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg210 : tensor<2x32x1024x40xbf16>) outs(%e347 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e349 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg211 : tensor<2x32x1024x40xbf16>) outs(%e349 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e351 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg212, %arg213 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%e351 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e353 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg214 : tensor<2x32x1024x40xbf16>) outs(%e353 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e355 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg215 : tensor<2x32x1024x40xbf16>) outs(%e355 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e357 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg216, %arg217 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%e357 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e359 = tensor.empty() : tensor<2048x2560xbf16>
    %z360 = linalg.fill ins(%c2 : bf16) outs(%e359 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r361 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg218, %arg219 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z360 : tensor<2048x2560xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e362 = tensor.empty() : tensor<2560x2560xbf16>
    %z363 = linalg.fill ins(%c2 : bf16) outs(%e362 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r364 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg220, %arg221 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z363 : tensor<2560x2560xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e365 = tensor.empty() : tensor<2560xbf16>
    %z366 = linalg.fill ins(%c2 : bf16) outs(%e365 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r367 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg222 : tensor<2048x2560xbf16>) outs(%z366 : tensor<2560xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.1.self_attn.v_proj:aten.sum.dim_IntList")
    %e368 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r369 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg223, %arg224 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e368 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.self_attn.v_proj:aten.add.Tensor")
    %e370 = tensor.empty() : tensor<2x1024x32x80xbf16>
    %r371 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2x32x1024x80xbf16>) outs(%e370 : tensor<2x1024x32x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x80xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e372 = tensor.empty() : tensor<2048x2560xbf16>
    %z373 = linalg.fill ins(%c2 : bf16) outs(%e372 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r374 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg226, %arg227 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z373 : tensor<2048x2560xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e375 = tensor.empty() : tensor<2560x2560xbf16>
    %z376 = linalg.fill ins(%c2 : bf16) outs(%e375 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r377 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg228, %arg229 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z376 : tensor<2560x2560xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e378 = tensor.empty() : tensor<2560xbf16>
    %z379 = linalg.fill ins(%c2 : bf16) outs(%e378 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg230 : tensor<2048x2560xbf16>) outs(%z379 : tensor<2560xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.sum.dim_IntList")
    %e381 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg231, %arg232 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e381 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e383 = tensor.empty() : tensor<2x1024x32x80xbf16>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg233 : tensor<2x32x1024x80xbf16>) outs(%e383 : tensor<2x1024x32x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x80xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e385 = tensor.empty() : tensor<2048x2560xbf16>
    %z386 = linalg.fill ins(%c2 : bf16) outs(%e385 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r387 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg234, %arg235 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z386 : tensor<2048x2560xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e388 = tensor.empty() : tensor<2560x2560xbf16>
    %z389 = linalg.fill ins(%c2 : bf16) outs(%e388 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r390 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg236, %arg237 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z389 : tensor<2560x2560xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e391 = tensor.empty() : tensor<2560xbf16>
    %z392 = linalg.fill ins(%c2 : bf16) outs(%e391 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg238 : tensor<2048x2560xbf16>) outs(%z392 : tensor<2560xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.sum.dim_IntList")
    %e394 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg239, %arg240 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e394 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e396 = tensor.empty() : tensor<2x1024x2560xbf16>
    %z397 = linalg.fill ins(%c2 : bf16) outs(%e396 : tensor<2x1024x2560xbf16>) -> tensor<2x1024x2560xbf16>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg241, %arg242, %arg243, %arg244, %arg245 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2560xbf16>) outs(%z397 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e399 = tensor.empty() : tensor<2560xbf16>
    %z400 = linalg.fill ins(%c2 : bf16) outs(%e399 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %e401 = tensor.empty() : tensor<2560xbf16>
    %z402 = linalg.fill ins(%c2 : bf16) outs(%e401 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r403:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg246, %arg247, %arg248, %arg249 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z400, %z402 : tensor<2560xbf16>, tensor<2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2560xbf16>, tensor<2560xbf16>) loc("model.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e404 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg250, %arg251 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e404 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e406 = tensor.empty() : tensor<2048x10240xbf16>
    %z407 = linalg.fill ins(%c2 : bf16) outs(%e406 : tensor<2048x10240xbf16>) -> tensor<2048x10240xbf16>
    %r408 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg252, %arg253 : tensor<2048x2560xbf16>, tensor<2560x10240xbf16>) outs(%z407 : tensor<2048x10240xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x10240xbf16> loc("model.layers.0.mlp.fc2:aten.mm.default")
    %e409 = tensor.empty() : tensor<2560x10240xbf16>
    %z410 = linalg.fill ins(%c2 : bf16) outs(%e409 : tensor<2560x10240xbf16>) -> tensor<2560x10240xbf16>
    %r411 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg254, %arg255 : tensor<2048x2560xbf16>, tensor<2048x10240xbf16>) outs(%z410 : tensor<2560x10240xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2560x10240xbf16> loc("model.layers.0.mlp.fc2:aten.mm.default")
    %e412 = tensor.empty() : tensor<2560xbf16>
    %z413 = linalg.fill ins(%c2 : bf16) outs(%e412 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r414 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg256 : tensor<2048x2560xbf16>) outs(%z413 : tensor<2560xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.0.mlp.fc2:aten.sum.dim_IntList")
    %e415 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r416 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg257, %arg258 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e415 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e417 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e417 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e419 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r420 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg261, %arg262 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e419 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.tanh_backward.default")
    %e421 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg263 : tensor<2x1024x10240xbf16>) outs(%e421 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e423 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r424 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg264 : tensor<2x1024x10240xbf16>) outs(%e423 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e425 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg265 : tensor<2x1024x10240xbf16>) outs(%e425 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.pow.Tensor_Scalar")
    %e427 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg266 : tensor<2x1024x10240xbf16>) outs(%e427 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Scalar")
    %e429 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg267, %arg268 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e429 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e431 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r432 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg269, %arg270 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e431 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.add.Tensor")
    %e433 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r434 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg271 : tensor<2x1024x10240xbf16>) outs(%e433 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.mul.Tensor")
    %e435 = tensor.empty() : tensor<2x1024x10240xbf16>
    %r436 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg272, %arg273 : tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>) outs(%e435 : tensor<2x1024x10240xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x10240xbf16> loc("model.layers.0.mlp.activation_fn:aten.add.Tensor")
    %e437 = tensor.empty() : tensor<2048x2560xbf16>
    %z438 = linalg.fill ins(%c2 : bf16) outs(%e437 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r439 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg274, %arg275 : tensor<2048x10240xbf16>, tensor<10240x2560xbf16>) outs(%z438 : tensor<2048x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.mlp.fc1:aten.mm.default")
    %e440 = tensor.empty() : tensor<10240x2560xbf16>
    %z441 = linalg.fill ins(%c2 : bf16) outs(%e440 : tensor<10240x2560xbf16>) -> tensor<10240x2560xbf16>
    %r442 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg276, %arg277 : tensor<2048x10240xbf16>, tensor<2048x2560xbf16>) outs(%z441 : tensor<10240x2560xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<10240x2560xbf16> loc("model.layers.0.mlp.fc1:aten.mm.default")
    %e443 = tensor.empty() : tensor<10240xbf16>
    %z444 = linalg.fill ins(%c2 : bf16) outs(%e443 : tensor<10240xbf16>) -> tensor<10240xbf16>
    %r445 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg278 : tensor<2048x10240xbf16>) outs(%z444 : tensor<10240xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<10240xbf16> loc("model.layers.0.mlp.fc1:aten.sum.dim_IntList")
    %e446 = tensor.empty() : tensor<2048x2560xbf16>
    %z447 = linalg.fill ins(%c2 : bf16) outs(%e446 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r448 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg279, %arg280 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z447 : tensor<2048x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.dense:aten.mm.default")
    %e449 = tensor.empty() : tensor<2560x2560xbf16>
    %z450 = linalg.fill ins(%c2 : bf16) outs(%e449 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r451 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg281, %arg282 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z450 : tensor<2560x2560xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.0.self_attn.dense:aten.mm.default")
    %e452 = tensor.empty() : tensor<2560xbf16>
    %z453 = linalg.fill ins(%c2 : bf16) outs(%e452 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r454 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg283 : tensor<2048x2560xbf16>) outs(%z453 : tensor<2560xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.0.self_attn.dense:aten.sum.dim_IntList")
    %e455 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg284, %arg285 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e455 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e457 = tensor.empty() : tensor<2x32x1024x20xbf16>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg286 : tensor<2x32x1024x20xbf16>) outs(%e457 : tensor<2x32x1024x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x20xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e459 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg287 : tensor<2x32x1024x20xbf16>) outs(%e459 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e461 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg288 : tensor<2x32x1024x20xbf16>) outs(%e461 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e463 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg289, %arg290 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e463 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e465 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg291, %arg292 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e465 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e467 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg293, %arg294 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e467 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e469 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg295, %arg296 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e469 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e471 = tensor.empty() : tensor<2x32x1024x20xbf16>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg297 : tensor<2x32x1024x20xbf16>) outs(%e471 : tensor<2x32x1024x20xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x20xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e473 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg298 : tensor<2x32x1024x20xbf16>) outs(%e473 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e475 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg299 : tensor<2x32x1024x20xbf16>) outs(%e475 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e477 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg300, %arg301 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e477 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e479 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg302, %arg303 : tensor<2x32x1024x40xbf16>, tensor<1024x40xbf16>) outs(%e479 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e481 = tensor.empty() : tensor<2x32x1024x40xbf16>
    %r482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg304, %arg305 : tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>) outs(%e481 : tensor<2x32x1024x40xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x40xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e483 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg306 : tensor<2x32x1024x40xbf16>) outs(%e483 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e485 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg307 : tensor<2x32x1024x40xbf16>) outs(%e485 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e487 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg308, %arg309 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%e487 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e489 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg310 : tensor<2x32x1024x40xbf16>) outs(%e489 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e491 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg311 : tensor<2x32x1024x40xbf16>) outs(%e491 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e493 = tensor.empty() : tensor<2x32x1024x80xbf16>
    %r494 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg312, %arg313 : tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>) outs(%e493 : tensor<2x32x1024x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024x80xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e495 = tensor.empty() : tensor<2048x2560xbf16>
    %z496 = linalg.fill ins(%c2 : bf16) outs(%e495 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r497 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg314, %arg315 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z496 : tensor<2048x2560xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e498 = tensor.empty() : tensor<2560x2560xbf16>
    %z499 = linalg.fill ins(%c2 : bf16) outs(%e498 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r500 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg316, %arg317 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z499 : tensor<2560x2560xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e501 = tensor.empty() : tensor<2560xbf16>
    %z502 = linalg.fill ins(%c2 : bf16) outs(%e501 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r503 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg318 : tensor<2048x2560xbf16>) outs(%z502 : tensor<2560xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.0.self_attn.v_proj:aten.sum.dim_IntList")
    %e504 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r505 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg319, %arg320 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e504 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.self_attn.v_proj:aten.add.Tensor")
    %e506 = tensor.empty() : tensor<2x1024x32x80xbf16>
    %r507 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg321 : tensor<2x32x1024x80xbf16>) outs(%e506 : tensor<2x1024x32x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x80xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e508 = tensor.empty() : tensor<2048x2560xbf16>
    %z509 = linalg.fill ins(%c2 : bf16) outs(%e508 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r510 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg322, %arg323 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z509 : tensor<2048x2560xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e511 = tensor.empty() : tensor<2560x2560xbf16>
    %z512 = linalg.fill ins(%c2 : bf16) outs(%e511 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r513 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg324, %arg325 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z512 : tensor<2560x2560xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e514 = tensor.empty() : tensor<2560xbf16>
    %z515 = linalg.fill ins(%c2 : bf16) outs(%e514 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r516 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg326 : tensor<2048x2560xbf16>) outs(%z515 : tensor<2560xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.sum.dim_IntList")
    %e517 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r518 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg327, %arg328 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e517 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e519 = tensor.empty() : tensor<2x1024x32x80xbf16>
    %r520 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg329 : tensor<2x32x1024x80xbf16>) outs(%e519 : tensor<2x1024x32x80xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x32x80xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e521 = tensor.empty() : tensor<2048x2560xbf16>
    %z522 = linalg.fill ins(%c2 : bf16) outs(%e521 : tensor<2048x2560xbf16>) -> tensor<2048x2560xbf16>
    %r523 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg330, %arg331 : tensor<2048x2560xbf16>, tensor<2560x2560xbf16>) outs(%z522 : tensor<2048x2560xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e524 = tensor.empty() : tensor<2560x2560xbf16>
    %z525 = linalg.fill ins(%c2 : bf16) outs(%e524 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %r526 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg332, %arg333 : tensor<2048x2560xbf16>, tensor<2048x2560xbf16>) outs(%z525 : tensor<2560x2560xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2560x2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e527 = tensor.empty() : tensor<2560xbf16>
    %z528 = linalg.fill ins(%c2 : bf16) outs(%e527 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r529 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg334 : tensor<2048x2560xbf16>) outs(%z528 : tensor<2560xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.sum.dim_IntList")
    %e530 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r531 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg335, %arg336 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e530 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e532 = tensor.empty() : tensor<2x1024x2560xbf16>
    %z533 = linalg.fill ins(%c2 : bf16) outs(%e532 : tensor<2x1024x2560xbf16>) -> tensor<2x1024x2560xbf16>
    %r534 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg337, %arg338, %arg339, %arg340, %arg341 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2560xbf16>) outs(%z533 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e535 = tensor.empty() : tensor<2560xbf16>
    %z536 = linalg.fill ins(%c2 : bf16) outs(%e535 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %e537 = tensor.empty() : tensor<2560xbf16>
    %z538 = linalg.fill ins(%c2 : bf16) outs(%e537 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %r539:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg342, %arg343, %arg344, %arg345 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z536, %z538 : tensor<2560xbf16>, tensor<2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2560xbf16>, tensor<2560xbf16>) loc("model.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e540 = tensor.empty() : tensor<2x1024x2560xbf16>
    %r541 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg346, %arg347 : tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>) outs(%e540 : tensor<2x1024x2560xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2560xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e542 = tensor.empty() : tensor<51200x2560xbf16>
    %z543 = linalg.fill ins(%c2 : bf16) outs(%e542 : tensor<51200x2560xbf16>) -> tensor<51200x2560xbf16>
    %r544 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg348, %arg349 : tensor<2x1024xi64>, tensor<2x1024x2560xbf16>) outs(%z543 : tensor<51200x2560xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<51200x2560xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r32#0, %r32#1, %r32#2, %r35, %r38, %r41, %r43, %r45, %r47, %r49, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r75, %r89, %r92, %r81, %r94, %r97, %r100, %r102, %r104, %r106, %r108, %r110, %r112, %r114, %r116, %r119, %r121, %r123, %r130#0, %r130#1, %r130#2, %r133, %r136, %r139, %r141, %r143, %r145, %r147, %r149, %r151, %r153, %r155, %r157, %r159, %r161, %r163, %r173, %r187, %r190, %r179, %r192, %r195, %r198, %r200, %r202, %r204, %r206, %r208, %r210, %r212, %r214, %r217, %r219, %r221, %r228#0, %r228#1, %r228#2, %r231, %r233, %r235, %r237, %r240, %r245#0, %r245#1, %r247, %r250, %r252, %r255, %r258, %r261, %r264, %r269#0, %r269#1, %r272, %r275, %r278, %r280, %r282, %r284, %r286, %r288, %r290, %r292, %r294, %r296, %r298, %r300, %r303, %r306, %r309, %r312, %r315, %r318, %r320, %r322, %r324, %r326, %r328, %r330, %r332, %r334, %r336, %r338, %r340, %r342, %r344, %r346, %r348, %r350, %r352, %r354, %r356, %r358, %r361, %r364, %r367, %r369, %r371, %r374, %r377, %r380, %r382, %r384, %r387, %r390, %r393, %r395, %r398, %r403#0, %r403#1, %r405, %r408, %r411, %r414, %r416, %r418, %r420, %r422, %r424, %r426, %r428, %r430, %r432, %r434, %r436, %r439, %r442, %r445, %r448, %r451, %r454, %r456, %r458, %r460, %r462, %r464, %r466, %r468, %r470, %r472, %r474, %r476, %r478, %r480, %r482, %r484, %r486, %r488, %r490, %r492, %r494, %r497, %r500, %r503, %r505, %r507, %r510, %r513, %r516, %r518, %r520, %r523, %r526, %r529, %r531, %r534, %r539#0, %r539#1, %r541, %r544 : tensor<2x1024x2560xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<20x1024xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xf32>, tensor<1024x40xbf16>, tensor<1024x40xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2048x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x1024x32x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x1024x32x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2048x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x51200xbf16>, tensor<2x1024x51200xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x51200xf32>, tensor<f32>, tensor<f32>, tensor<2048x51200xf32>, tensor<2048x51200xf32>, tensor<2x1024x51200xbf16>, tensor<2048x2560xbf16>, tensor<51200x2560xbf16>, tensor<51200xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2048x10240xbf16>, tensor<2560x10240xbf16>, tensor<2560xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<10240x2560xbf16>, tensor<10240xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2048x10240xbf16>, tensor<2560x10240xbf16>, tensor<2560xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2x1024x10240xbf16>, tensor<2048x2560xbf16>, tensor<10240x2560xbf16>, tensor<10240xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x20xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x40xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2x32x1024x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x32x80xbf16>, tensor<2048x2560xbf16>, tensor<2560x2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2x1024x2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2x1024x2560xbf16>, tensor<51200x2560xbf16>
  }
}
