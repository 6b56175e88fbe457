"""Memory-efficient attention backward above head dim 128 (aten._efficient_attention_backward,
what SDPA calls): its dQ lock work grows with the q/k head dim a, its per-CTA rowsum(dO*O) pass
(computeDelta, every split) with the value head dim b and the queries. Times it with a and b
apart and the key splits s forced. Run from benchmarks/: python3 probe_efficient_bwd.py
(results: results/attention/h200-efficient-bwd-probe.txt, two runs, each its part of P)"""
import torch,gpu_timing as T,gpu_conditions as C
F=torch.ops.aten._efficient_attention_forward;B=torch.ops.aten._efficient_attention_backward
print(C.environment())
T.spin_up_clocks()
P=[("dims",4,2048,a,b,0,None) for a,b in((512,512),(512,64),(64,512),(256,256),(320,64),(64,320))]
P+=[("splits",4,2048,a,b,0,s) for a,b in((512,64),(64,512)) for s in(1,2,4,8,16,32)]
P+=[("queries",h,q,a,b,0,q//64) for q,h in((512,16),(1024,8),(2048,4),(4096,2)) for a,b in((512,64),(64,512))]
P+=[("dims",4,2048,64,512,1,None),("dims",4,2048,512,64,1,None)]
# Second run (2026-12-04, appended to the same results file): the kernels up to head dim 128.
P+=[("splits",4,2048,128,128,c,s) for c in (0,1) for s in(1,2,4,8,16)]
P+=[("splits",4,2048,64,64,c,s) for c in (0,1) for s in(1,2,4,8,16,32)]
P+=[("splits",4,4096,128,128,0,s) for s in(1,2,4,8,16,32)]
print("part heads q a b causal s median_us p10 p90 sm_mhz power_w")
for p,h,q,a,b,c,s in P:
  S=[]
  for _ in range(4):
    r=lambda d:torch.randn(1,q,h,d,dtype=torch.bfloat16,device="cuda")
    Q,K,V,G=r(a),r(a),r(b),r(b)
    o,l,sd,of,_,_=F(Q,K,V,None,None,None,q,q,0.0,c,True)
    S.append((G,Q,K,V,o,l,sd,of))
  f=lambda x:B(x[0],x[1],x[2],x[3],None,x[4],None,None,q,q,x[5],0.0,x[6],x[7],c,False,num_splits_key=s)
  try:
    m=T.time_calls([lambda x=x:f(x) for x in S],10);n=C.snapshot()
    print(p,h,q,a,b,c,s,"%.1f %.1f %.1f"%m,n.get("sm_clock_mhz"),n.get("power_w"),flush=True)
  except Exception as e:print(p,h,q,a,b,c,s,"ERR",str(e)[:150],flush=True)
  del S;torch.cuda.empty_cache()
