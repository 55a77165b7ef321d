# %W[] and %I[]: word lists with interpolation (RUBYPARSE-1); %w[] and %i[] beside them
n = 2
p %I[a#{1} b c#{n + 1}]
p %W[a#{1} b c#{n + 1}]
p %W(a\ b c(d) #{"e f"}g)
p %W[a\nb\tc], %W[], %I[], %I[ #{:z} ]
p %W<x#{[1, 2].join('-')}y z>
p %I{k#{n}v w}.map(&:class)
p %w[a#{1} b], %i[x y]
p %W[#{n}#{n} #{}x]
words = %W[
  first#{n}
  second
]
p words
p %I[a#{n}].first.to_proc.call({ 'a2' => 1 }) rescue p $!.class
