# frozen_string_literal: true

require 'time'

Puppet::Functions.create_function(:'probe::mt') do
  dispatch :run do
  end

  def run
    m = 'key=value'.match(/(?<k>\w+)=(?<v>\w+)/)
    tests = [
      -> { [m.end(:v), m.begin('k'), m.offset(:v)] },
      -> { [255.digits(16), 1234.digits, 0.digits, 10.digits(2)] },
      -> { [10.pow(3, 7), 2.pow(100, 1_000_007), 3.pow(2)] },
      -> { t = Time.at(1_700_000_000, 600_000, :usec).utc; [t.round.usec, t.round(3).iso8601(6), t.floor.usec] },
      -> { [Time.strptime('10/03/2024', '%d/%m/%Y').month, Time.strptime('2024-03-10 12:34:56 +0000', '%Y-%m-%d %H:%M:%S %z').utc.hour] },
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
