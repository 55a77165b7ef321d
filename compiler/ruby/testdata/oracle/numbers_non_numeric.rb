# Integer and Float with an operand that is no number: equalities, <=>, comparisons, arithmetic.
[1, 1.5].each do |x|
  ['a', nil, :s, [1]].each do |o|
    p [x == o, x.eql?(o), x.equal?(o), x === o, (x <=> o)]
    %i[< > <= >= + - * / % **].each do |op|
      begin
        p x.send(op, o)
      rescue => e
        puts "#{x.class} #{op} #{o.inspect}: #{e.class}: #{e.message}"
      end
    end
  end
end
