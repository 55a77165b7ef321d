# The typed tree psych_docs.rb and psych_bom.rb write (psych_test.go reads it
# with typed()).
def typed(v)
  case v
  when Hash then { "map" => v.map { |k, e| [typed(k), typed(e)] } }
  when Array then { "seq" => v.map { |e| typed(e) } }
  when true, false then { "bool" => v }
  when nil then { "nil" => true }
  when Integer then { "int" => v.to_s }
  when Float then { "float" => (v.nan? ? "NaN" : v.infinite? ? (v > 0 ? "Inf" : "-Inf") : v.to_s) }
  when Symbol then { "str" => v.to_s }
  when String then { "str" => v }
  else { "other" => v.class.to_s }
  end
end
