# Symbol#casecmp/casecmp?/slice, Integer/Float#numerator/denominator, NilClass#rationalize (Ruby 3.1)
p [:abc.casecmp(:ABC), :abc.casecmp(:abd), :b.casecmp(:a), :a.casecmp('a'), :a.casecmp(1), :"é".casecmp(:"É")]
p [:abc.casecmp?(:ABC), :abc.casecmp?(:abd), :a.casecmp?('a'), :"é".casecmp?(:"É")]
p [:hello.slice(1, 2), :hello.slice(1..), :hello.slice(/l+/), :hello.slice('ell'), :hello.slice(9), :hello.slice(-1)]
p((:a.slice rescue [$!.class, $!.message]))
p [5.numerator, 5.denominator, (2**70).numerator, (2**70).denominator, -3.numerator, 0.denominator]
p [1.5.numerator, 1.5.denominator, 0.1.numerator, 0.1.denominator, -0.75.numerator, 0.0.numerator, 1e300.denominator]
p [Float::INFINITY.numerator, Float::INFINITY.denominator, -Float::INFINITY.numerator, Float::NAN.numerator.nan?, Float::NAN.denominator]
p [nil.rationalize, nil.rationalize(0.1), nil.rationalize.class]
p [:a.respond_to?(:casecmp), 1.respond_to?(:numerator), 1.0.respond_to?(:denominator), nil.respond_to?(:rationalize)]
