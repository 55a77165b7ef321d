# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::str') do
  dispatch :run do
  end

  def run
    tests = [
      -> { ['.5'.to_f, '-.25e1'.to_f, '5.'.to_f, '1_0.5'.to_f] },
      -> { "line1\nline2\r\nline3".each_line(chomp: true).to_a },
      -> { "a\nb\n".lines(chomp: true) },
      -> { ['1.9'.succ, 'a.z'.succ, '-9'.succ, 'Az-9'.succ, 'zz99'.succ, ''.succ] },
      -> { 'i'.upcase(:turkic) },
      -> { s = +'hello world'; s[/world/] = 'there'; s },
      -> { s = +'key = value'; s[/(\w+) = (\w+)/, 2] = 'other'; s },
      -> { s = +'abcdef'; s[1, 3] = 'X'; s },
      -> { s = +'abcdef'; s[1..2] = 'YY'; s },
      -> { s = +'abc'; s[/z/] = 'q'; s },
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
