# Ruby 3 literals that are frozen (Regexp, Range, Integer, Symbol, nil) and
# ones that are not (String, Array, Hash literals, Regexp.new): helpers that
# tag values with instance variables meet FrozenError on the former.
Puppet::Functions.create_function(:'fz::probe') do
  dispatch :probe do
  end

  def tag(v)
    v.instance_variable_set(:@tag, 1)
    "ok #{v.instance_variable_get(:@tag)}"
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe
    [
      tag(/re/), tag(/re#{1}/), tag(Regexp.new('re')), tag(1..2), tag(Range.new(1, 2)),
      tag(7), tag(:sym), tag(nil), tag('str'), tag([1]), tag({ 'a' => 1 }), tag(1.5),
      /x/.frozen?, /x#{2}/.frozen?, Regexp.new('x').frozen?, (1..2).frozen?, Range.new(1, 2).frozen?,
      'x'.frozen?, :x.to_s.frozen?, 1.to_s.frozen?, nil.to_s.frozen?,
    ]
  end
end
