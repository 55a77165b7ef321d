# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::coll2') do
  dispatch :run do
  end

  def run
    tests = [
      -> { [[0.1, 0.2, 0.3].sum, [0.1] * 10 == [0.1] * 10 ? ([0.1] * 10).sum : 0, [1e100, 1.0, -1e100].sum, [0.1, 0.2, 0.3].inject(:+), (1..3).sum { |x| x * 0.1 }] },
      -> { d = Hash.new { |hash, k| hash[k] = k * 2 }; [d.default_proc.nil?, Hash.new(5).default, {}.default_proc] },
      -> { [[1, 2, 3].minmax_by { |x| -x }, %w[bb a ccc].minmax_by(&:size)] },
      -> { e = [4, 5].each; [e.next, e.next, (begin; e.next; rescue StopIteration => x; x.class; end)] },
      -> { [[1, 2, 3].fill(8, 1), [1, 2, 3].fill(0, 0, 2), [1, 2, 3].fill { |i| i * i }, [1, 2, 3, 4].fill(9, 1..2)] },
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
