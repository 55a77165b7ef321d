# Written for this case: Ruby 3.1 standard libraries module Ruby requires (delegators, CSV lines, decimals,
# dependency ordering, observers, abbreviations), one per call.
require 'delegate'
require 'csv'
require 'bigdecimal'
require 'tsort'
require 'observer'
require 'abbrev'

class ProbeDeps
  include TSort
  def initialize(h); @h = h; end
  def tsort_each_node(&b); @h.each_key(&b); end
  def tsort_each_child(n, &b); @h.fetch(n, []).each(&b); end
end

Puppet::Functions.create_function(:'probe::lib') do
  dispatch :run do
    param 'String', :what
  end

  def run(what)
    case what
    when 'delegator' then d = SimpleDelegator.new([1, 2]); [d.size, d.__getobj__.class.to_s, (d << 3).size]
    when 'delegate_class' then c = Class.new(DelegateClass(Hash)) { def initialize; super({}); end }; o = c.new; o['k'] = 1; o.to_h
    when 'csv' then [CSV.parse_line('a,"b,c",d'), CSV.parse("x,y\n1,2\n").to_a, ['a', 'b c', 'd"e'].to_csv]
    when 'bigdecimal' then [(BigDecimal('1.1') + BigDecimal('2.2')).to_s('F'), BigDecimal('10').to_i]
    when 'tsort' then ProbeDeps.new({ 'a' => ['b'], 'b' => ['c'], 'c' => [] }).tsort
    when 'observer' then Class.new { include Observable }.new.count_observers
    when 'abbrev' then Abbrev.abbrev(%w[car cone]).sort
    end
  end
end
