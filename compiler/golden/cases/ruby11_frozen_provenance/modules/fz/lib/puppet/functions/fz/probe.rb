Puppet::Functions.create_function(:'fz::probe') do
  def probe(label, v)
    "#{label}: #{describe(v)}"
  end
  def describe(v)
    case v
    when String then "String frozen=#{v.frozen?}"
    when Array then "Array frozen=#{v.frozen?} elems=#{v.map { |e| describe(e) }}"
    when Hash then "Hash frozen=#{v.frozen?} values=#{v.values.map { |e| describe(e) }}"
    else "#{v.class} frozen=#{v.frozen?}"
    end
  end
end
