# String#succ: carries across non-alphanumerics, insertion, byte carry
%w[1.9 a.z -9 Az-9 zz99 a.9 a9 az Zz 9 z Z 1.2.9 v1.9.9 a-z-9 ** a*z 0 ab 1_9 a_z].each { |s| p [s, s.succ] }
p "".succ, "***".succ, "a\xffz".b.succ, "ab\xff".b.succ, "\xff".b.succ, "\xff\xff".b.succ, "az".b.succ
p "foo-1.9.9".next
