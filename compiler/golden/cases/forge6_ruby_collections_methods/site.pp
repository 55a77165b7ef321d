# QA-FORGE-6: collection methods whose results differed in Punch's Ruby: Array#sum/Enumerable#sum of Floats (Ruby uses
# Kahan-Babuska summation: [0.1, 0.2, 0.3].sum is 0.6, inject(:+) is 0.6000000000000001), Hash#default_proc/default,
# Enumerable#minmax_by, Enumerator#next over a finite Array, Array#fill with start/length/range/block.
probe::coll2().each |$l| { notice($l) }
