# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::ties') do
  dispatch :run do
  end

  def run
    words = %w[delta alpha echo bravo golf charlie hotel foxtrot india juliet kilo lima mike november oscar papa quebec romeo sierra tango]
    nums = (1..30).map { |i| [format('n%02d', i), (i * 7) % 5] }
    [
      words.sort_by(&:size).join(' '),
      words.sort_by { |w| w[-1] }.join(' '),
      nums.sort_by(&:last).map(&:first).join(' '),
      nums.sort { |a, b| a[1] <=> b[1] }.map(&:first).join(' '),
      nums.group_by(&:last).sort.map { |k, v| "#{k}:#{v.map(&:first).join(',')}" }.join(' '),
      words.sort_by(&:size).reverse.first(5).join(' '),
      words.each_with_index.sort_by { |w, _| w.size }.map(&:last).join(','),
      { 'b' => 1, 'a' => 1, 'c' => 0, 'd' => 1 }.sort_by { |_, v| v }.map(&:first).join,
    ]
  end
end
