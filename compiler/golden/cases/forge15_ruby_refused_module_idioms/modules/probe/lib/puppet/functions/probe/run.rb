require 'date'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    add = ->(a, b, c) { a + b + c }; add.curry[1][2][3]
  end

  def p1
    (0.1r + 0.2r).to_s
  end

  def p2
    [Date.parse('Mar 10 2024').to_s, Date.parse('10 March 2024').to_s, Date.parse('Sunday, 10 Mar 2024').to_s]
  end

  def p3
    'hello'.gsub(/l/).with_index { |m, i| "#{m}#{i}" }
  end
end
