# frozen_string_literal: true

require 'ostruct'

Puppet::Functions.create_function(:'probe::om') do
  dispatch :run do
  end

  def run
    tests = [
      -> { os = OpenStruct.new(name: 'n', port: 80); os.extra = true; [os.name, os[:port], os.to_h, os.respond_to?(:extra), os.missing, os.dig(:name)] },
      -> { h = { 'a' => [1], 'b' => { 'c' => 'd' } }; c = Marshal.load(Marshal.dump(h)); c['a'] << 2; c['b']['c'] << 'x'; [h, c] },
      -> { [defined?(OpenStruct), defined?(Marshal)] },
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
