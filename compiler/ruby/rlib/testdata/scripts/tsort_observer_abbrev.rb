# TSort (Puppet has it loaded), Observable and Abbrev (required).
class Deps
  include TSort
  def initialize(h); @h = h; end
  def tsort_each_node(&b); @h.each_key(&b); end
  def tsort_each_child(n, &b); @h.fetch(n, []).each(&b); end
end
show('tsort') { Deps.new({ 'a' => ['b'], 'b' => ['c'], 'c' => [] }).tsort }
show('tsort wide') { Deps.new({ 1 => [2, 3], 2 => [3], 3 => [], 4 => [1, 3] }).tsort }
show('cyclic') { Deps.new({ 1 => [2], 2 => [3], 3 => [1], 4 => [] }).tsort }
show('scc') { Deps.new({ 1 => [2], 2 => [3], 3 => [1], 4 => [1, 5], 5 => [4], 6 => [] }).strongly_connected_components }
show('each scc') { r = []; Deps.new({ 'x' => ['y'], 'y' => ['x'], 'z' => ['x'] }).each_strongly_connected_component { |c| r << c }; r }
show('tsort_each') { r = []; Deps.new({ 1 => [2], 2 => [] }).tsort_each { |n| r << n }; r }
show('enum') { Deps.new({ 1 => [2], 2 => [] }).tsort_each.to_a }
show('from') { Deps.new({ 1 => [2], 2 => [3], 3 => [], 4 => [] }).each_strongly_connected_component_from(2).to_a }
show('self loop') { Deps.new({ 1 => [1] }).tsort }
show('missing child') { Deps.new({ 1 => [7] }).tsort }
g = { 1 => [2, 3], 2 => [4], 3 => [2, 4], 4 => [] }
each_node = lambda { |&b| g.each_key(&b) }
each_child = lambda { |n, &b| g[n].each(&b) }
show('module fn') { [TSort.tsort(each_node, each_child), TSort.strongly_connected_components(each_node, each_child)] }
show('module each') { TSort.each_strongly_connected_component(each_node, each_child).to_a }
show('cyclic class') { [TSort::Cyclic.superclass, TSort::Cyclic.new.message] }
show('not impl') { Class.new { include TSort }.new.tsort }
show('dependency list') {
  h = { 'mysql' => ['stdlib'], 'apache' => ['stdlib', 'concat'], 'concat' => ['stdlib'], 'stdlib' => [] }
  Deps.new(h).tsort
}
require 'observer'
class Ticker
  include Observable
  def tick(v); changed; notify_observers(Time.at(0).utc.year, v); end
end
class Watcher
  attr_reader :seen
  def initialize; @seen = []; end
  def update(*a); @seen << a; end
  def other(a, b); @seen << [:other, a, b]; end
end
t = Ticker.new
w1 = Watcher.new
w2 = Watcher.new
show('observers') { [t.count_observers, t.add_observer(w1), t.add_observer(w2, :other), t.count_observers, t.changed?] }
t.tick(5)
show('seen') { [w1.seen, w2.seen, t.changed?] }
show('no change') { t.notify_observers(1); w1.seen.size }
show('changed false') { t.changed; t.changed(false); t.changed? }
show('delete') { [t.delete_observer(w2), t.count_observers, t.delete_observers, t.count_observers] }
show('bad observer') { t.add_observer(Object.new) }
show('bad func') { t.add_observer(w1, :zzz) }
show('fresh') { o = Object.new.extend(Observable); [o.count_observers, o.changed?, o.delete_observer(1), o.notify_observers] }
show('add returns') { Ticker.new.add_observer(w1) }
require 'abbrev'
show('abbrev') { Abbrev.abbrev(%w[car cone]).sort }
show('abbrev ruby') { Abbrev.abbrev(%w[ruby rules]) }
show('pattern') { %w[car box cone crab].abbrev('c') }
show('regexp') { Abbrev.abbrev(%w[car box cone], /b/) }
show('dups') { Abbrev.abbrev(%w[a a ab]) }
show('empty') { Abbrev.abbrev(['', 'x']) }
show('include') { [Object.new.extend(Abbrev).respond_to?(:abbrev), Abbrev.respond_to?(:abbrev)] }
