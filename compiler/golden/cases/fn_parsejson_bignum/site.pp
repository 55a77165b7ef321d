# stdlib's parsejson keeps an Integer past 64 bits as Ruby's Bignum: its value, sign, comparisons and type.
$v = parsejson('{"big": 36893488147419103232, "neg": [-36893488147419103232, 9223372036854775808], "small": 7}')
notice($v)
notice($v['neg'][0] < $v['small'])
notice($v['big'] =~ Integer[0])
notify { "big ${v['big']}": message => "${v['neg']}" }
