# Objects of a data type implemented by a Ruby class as Puppet hash keys, == and unique: Puppet
# 7.23 uses the Ruby class's eql?/hash (and ==) when it has them, else identity.
$p1 = Hk::Plain('a')
$p2 = Hk::Plain('a')
$v1 = Hk::Valued('a')
$v2 = Hk::Valued('a')
$hp = { $p1 => 1, $p2 => 2 }
$hv = { $v1 => 1, $v2 => 2 }
notice("plain: size ${hp.length} same-key ${$hp[$p1]} other-equal-key ${$hp[Hk::Plain('a')]} == ${$p1 == $p2} unique ${[$p1, $p2].unique.length}")
notice("valued: size ${hv.length} same-key ${$hv[$v1]} other-equal-key ${$hv[Hk::Valued('a')]} == ${$v1 == $v2} unique ${[$v1, $v2].unique.length}")
notice("self: ${$p1 == $p1} ${$hp[$p1]}")
