# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::errors3') do
  dispatch :run do
  end

  def opt(a, b = 2, *rest, c:, d: 4, **kw)
    [a, b, rest, c, d, kw]
  end

  def run
    tests = [
      -> { opt() },
      -> { Object.new.instance_variable_get('bad') },
      -> { Integer.new },
      -> { [1, 2].sum('') },
      -> { 'a'.to_sym.length.foo },
      -> { [[1, 2], [3]].to_h },
      -> { Hash[[1, 2, 3]] },
      -> { 'x'.encode('nope') },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: ok #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message.gsub("\n", '|')}"
      end
    end
  end
end
