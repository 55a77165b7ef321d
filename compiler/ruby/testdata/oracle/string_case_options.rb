# upcase/downcase with :turkic and :ascii
p "iIİı é".upcase(:turkic), "iIİı É".downcase(:turkic), "iéß".upcase(:ascii), "IÉ".downcase(:ascii), "ıi".upcase, "straße".upcase(:turkic)
s = +"iz"; s.upcase!(:turkic); p s
