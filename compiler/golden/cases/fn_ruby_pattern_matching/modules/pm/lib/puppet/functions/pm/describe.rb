# Ruby 3 pattern matching in a module function, as Puppet 7.23 (Ruby 3.1) runs it: case/in with
# array, find and hash patterns, alternatives, pins, guards and bindings; `=>` and `in`.
Puppet::Functions.create_function(:'pm::describe') do
  dispatch :describe do
    param 'Any', :value
  end

  def describe(value)
    limit = 3
    case value
    in [] then 'empty list'
    in [String => head, *rest] if rest.size < limit then "#{head} and #{rest.size} more"
    in [*, Integer => n, *] then "list with the number #{n}"
    in [_, *] then 'long list'
    in Hash => h then describe_hash(h)
    in Integer | Float => n if n > 100 then "big #{n}"
    in ^limit then 'the limit'
    in Integer then 'number'
    in nil then 'nothing'
    else "other #{value.class}"
    end
  end

  def describe_hash(h)
    # Puppet hashes have String keys: hash patterns match Symbol keys
    case h.transform_keys(&:to_sym)
    in {ensure: 'absent'} then 'absent'
    in {port: 1..1023 => port, **rest} then "privileged port #{port} (#{rest.keys.join(',')})"
    in {port: Integer => port, **nil} then "port #{port}"
    end
  rescue NoMatchingPatternError => e
    "no match: #{e.message}"
  end
end
