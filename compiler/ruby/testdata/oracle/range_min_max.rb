# Range#min / Range#max without a block: from the bounds, not by iterating
[(1..3), (3..1), (1...3), (1...1), (1.5..3), (1..3.5), (1.5...3), (1...3.5), ('a'..'c'), ('a'...'c'), ('c'..'a'),
 (1..), (..3), (..3.5), (nil..nil), (2**64..2**64 + 2), (2**64...2**64 + 2), (-2**63...-2**63 + 1)].each do |r|
  [:min, :max].each do |m|
    begin
      p [r, m, r.public_send(m)]
    rescue => e
      p [r, m, e.class, e.message]
    end
  end
end
p (1..5).min(2), (1..5).max(2), (1..5).min { |a, b| b <=> a }, (1..5).max { |a, b| b <=> a }
