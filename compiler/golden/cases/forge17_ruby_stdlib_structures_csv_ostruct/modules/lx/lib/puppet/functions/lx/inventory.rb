# frozen_string_literal: true

require 'csv'
require_relative '../../../puppet_x/lx/inventory'

# Reads an inventory from CSV text and reports on it with the helpers above.
Puppet::Functions.create_function(:'lx::inventory') do
  dispatch :inventory do
    param 'String', :csv
  end

  def inventory(csv)
    rows = CSV.parse(csv, headers: true).map(&:to_h)
    inv = PuppetX::Lx::Inventory.new(rows)
    os = OpenStruct.new(name: 'x', size: inv.size)
    os.extra = 'added'
    os[:more] = 1
    [
      inv.map(&:to_s), inv.size, inv.first.to_s, inv.tagged?('web'), inv.tags, inv.min.to_s, inv.max.to_s,
      inv.select { |h| h.prio > 1 }.map(&:name), inv.each_slice(2).map { |s| s.map(&:name) },
      inv.first.between?(PuppetX::Lx::Host.new('a', 0), PuppetX::Lx::Host.new('z', 9)),
      os.to_h.map { |k, v| "#{k}=#{v}" }, os.respond_to?(:extra), os.dig(:more),
      CSV.generate_line(['a', 'b,c', 'd"e', nil]), CSV.parse_line("1;2;'3;4'", col_sep: ';', quote_char: "'"),
      rows.first.inspect, Set[3, 1, 2].sort, (Set[1, 2] | Set[2, 3]).size, Set[1, 2].subset?(Set[1, 2, 3]),
    ].to_s
  end
end
