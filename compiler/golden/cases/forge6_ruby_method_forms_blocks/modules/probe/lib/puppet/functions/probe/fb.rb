# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::fb') do
  dispatch :run do
  end

  def run
    tests = [
      -> { s = []; r = [1, 2].product([3, 4]) { |p| s << p }; [s, r] },
      -> { [[1, 2, 3].detect(-> { :none }) { |x| x > 5 }, [1, 2, 3].find(proc { 0 }) { |x| x > 1 }] },
      -> { [[1, 2].cycle(2).to_a, [1, 2, 3].cycle(2).map { |x| x * 10 }, [].cycle(3).to_a, (r = []; [1].cycle(3) { |x| r << x }; r)] },
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
