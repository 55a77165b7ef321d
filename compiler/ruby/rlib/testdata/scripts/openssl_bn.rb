# OpenSSL::BN (openssl 3.0 gem)
require 'openssl'
B = OpenSSL::BN
show(:new_to_s) { b = B.new('123456789012345678901234567890'); [b.to_s(16), b.to_s, b.to_s(10), b.num_bits, b.num_bytes, b.to_i] }
show(:bytes) { [B.new(255).to_s(2), B.new(255).to_s(2).encoding, B.new(0).to_s(2), B.new(-255).to_s(2), B.new("\x01\x00".b, 2).to_i, B.new(65535).to_s(16)] }
show(:hex) { [B.new(-255).to_s(16), B.new(0).to_s(16), B.new(15).to_s(16), B.new('ff', 16).to_i, B.new('-80', 16).to_i, B.new('FfZ', 16).to_i, B.new(4096).to_s(16).encoding] }
show(:mpi) { [B.new(255).to_s(0).bytes, B.new(-255).to_s(0).bytes, B.new(0).to_s(0).bytes, B.new(127).to_s(0).bytes, B.new(B.new(-255).to_s(0), 0).to_i, B.new(B.new(65536).to_s(0), 0).to_i] }
show(:errors) { [(B.new('zz') rescue [$!.class, $!.message]), (B.new(nil) rescue [$!.class, $!.message]), (B.new(1.5) rescue [$!.class, $!.message]), (B.new('12', 3) rescue [$!.class, $!.message]), (B.new(1).to_s(7) rescue [$!.class, $!.message]), (B.new('', 16) rescue [$!.class, $!.message])] }
show(:partial) { [B.new('1.5').to_i, B.new('-0x1').to_i, B.new('12abc').to_i] }
x = B.new(-7)
show(:arith) { [(x % 3).to_i, (x / 2).map(&:to_i), x.abs.to_i, (-x).to_i, (+x).to_i, (x + 10).to_i, (x - B.new(3)).to_i, (x * x).to_i, (B.new(2) ** 10).to_i, (B.new(7) / -2).map(&:to_i), (B.new(7) % -2).to_i, x.sqr.to_i] }
show(:classes) { [(x + 1).class, (x / 2).class, x.to_i.class, (3 + B.new(4)).class, 3 + B.new(4), 10.to_bn.class, (2**70).to_bn.to_s(16)] }
show(:compare) { [x <=> 3, x.cmp(B.new(-7)), x.ucmp(7), x.ucmp(8), x == -7, x == B.new(-7), x === -7, x.eql?(B.new(-7)), x.eql?(-7), B.new(255).hash == B.new(255).hash, x < 0, [B.new(3), B.new(1), B.new(2)].sort.map(&:to_i), B.new(5).between?(1, 9)] }
show(:preds) { [x.negative?, x.zero?, x.odd?, B.new(0).zero?, B.new(1).one?, B.new(2).one?, B.new(97).prime?, B.new(91).prime?, B.new(-5).prime?, B.new(2).prime?] }
show(:shift) { [(B.new(2) << 3).to_i, (B.new(17) >> 2).to_i, (B.new(-17) >> 2).to_i, (B.new(-17) << 1).to_i, B.new(6).bit_set?(1), B.new(6).bit_set?(0), B.new(-6).bit_set?(1)] }
show(:modular) { [B.new(12).gcd(18).to_i, B.new(-12).gcd(18).to_i, B.new(3).mod_exp(4, 5).to_i, B.new(3).mod_inverse(7).to_i, B.new(-7).mod_add(3, 5).to_i, B.new(2).mod_sub(9, 5).to_i, B.new(4).mod_mul(6, 7).to_i, B.new(5).mod_sqr(7).to_i, B.new(-3).mod_exp(3, 7).to_i] }
show(:mod_errors) { [(B.new(2).mod_inverse(4) rescue [$!.class]), (B.new(1) / 0 rescue [$!.class, $!.message]), (B.new(1) % 0 rescue [$!.class]), (B.new(1) + nil rescue [$!.class, $!.message]), (B.new(1) + 'x' rescue [$!.class])] }
show(:coerce) { [x.coerce(1), x.coerce('a'), (x.coerce(1.5) rescue [$!.class, $!.message]), B.new(10).to_int, [1, 2, 3][B.new(1)]] }
show(:copy) { a = B.new(1); a.copy(B.new(9)); [a.to_i, a.to_bn.equal?(a)] }
show(:ancestors) { [B.superclass, B.include?(Comparable), OpenSSL::BNError.superclass] }
