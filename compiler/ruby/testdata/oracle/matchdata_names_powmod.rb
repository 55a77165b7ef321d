# MatchData#begin/end/offset with a group name, Integer#pow(b, mod)
m = "key=value".match(/(?<k>\w+)=(?<v>\w+)/)
p m.end(:v), m.begin("k"), m.offset(:v)
begin; m.begin(:zz); rescue => e; p e.class, e.message; end
begin; m.end("zz"); rescue => e; p e.class, e.message; end
m2 = "ab".match(/(?<x>a)|(?<x>b)/)
p m2.begin(:x)
m3 = "b".match(/(?<x>a)?b/)
p m3.begin(:x), m3.offset(:x)
m4 = "xb".match(/(?<x>a)|x(?<x>b)/)
p m4.begin(:x), m4.end(:x)
begin; "ab".match(/(a)/).begin(:x); rescue => e; p e.class, e.message; end
p "héllo wörld".match(/(?<w>w\S+)/).offset(:w)
p 10.pow(3, 7), 2.pow(100, 1_000_007), 2.pow(3, -7), (-2).pow(3, 7), 3.pow(0, 1), (2**70).pow(2, 1000), 5.pow(2, 2**70), 10.pow(2)
begin; 2.pow(-1, 5); rescue => e; p e.class, e.message; end
begin; 2.pow(3, 0); rescue => e; p e.class, e.message; end
begin; 2.pow(3.0, 5); rescue => e; p e.class, e.message; end
begin; 2.pow(3, 5.0); rescue => e; p e.class, e.message; end
