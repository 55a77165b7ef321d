# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::mm') do
  dispatch :run do
  end

  def run
    words = %w[delta alpha echo bravo golf charlie hotel foxtrot india juliet kilo lima mike november]
    tests = [
      -> { words.min_by(3, &:size) },
      -> { words.max_by(2) { |w| w.size } },
      -> { [5, 1, 4, 2].min(2) },
      -> { [5, 1, 4, 2].max(3) },
      -> { { 'a' => 3, 'b' => 1, 'c' => 2 }.min_by(2) { |_, v| v } },
      -> { (1..10).max(2) },
      -> { [3, 1].min(0) },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
