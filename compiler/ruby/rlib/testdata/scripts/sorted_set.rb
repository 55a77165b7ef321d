# SortedSet (the sorted_set gem Puppet's Ruby has; rlib sorted_set.rb, QA-FORGE-15 B1)
s = SortedSet.new([3, 1])
show('new') { s }
show('to_a') { s.to_a }
show('ancestors') { s.class.ancestors.take(3) }
show('first min') { [s.first, s.min, s.max] }
show('<<') { s << 2 }
show('mixed') { SortedSet.new([1, 'a']).to_a rescue $!.class }
show('mixed to_a') { SortedSet.new(['b', 'a']).to_a }
show('map') { SortedSet[5, 4].map { |x| x * 2 } }
show('==') { [SortedSet[2, 1] == Set[1, 2], Set[1, 2] == SortedSet[2, 1]] }
show('to_set') { SortedSet[3, 1, 2].to_set.class }
show('inspect') { SortedSet.new([3, 1]).inspect }
show('include?') { SortedSet[1, 2].include?(2) }
show('|') { (SortedSet[1, 3] | [2]).to_a }
show('add?') { [SortedSet[1, 3].add?(3), SortedSet[1, 3].add?(0)] }
show('sort_by') { SortedSet[3, 1, 2].sort_by { |x| -x } }
show('each') { a = []; SortedSet[%w[b c a]].each { |x| a << x }; a }
show('each enum') { SortedSet[9, 7, 8].each.to_a }
show('delete') { SortedSet[3, 1, 2].delete(2) }
show('select') { SortedSet[4, 1, 3, 2].select(&:even?) }
show('size') { SortedSet[1, 1, 2].size }
show('join') { SortedSet[%w[z x y]].to_a.join(',') }
show('nil member') { SortedSet[nil, 1].to_a rescue $!.class }
