require 'json'

Puppet::Functions.create_function(:'nomad::sorted_json') do
  # This function takes unsorted hash and outputs JSON object making sure the keys are sorted.
  # Optionally you can pass 2 additional parameters, pretty generate and indent length.
  # (examples of the original comment left out)
  def sorted_json(unsorted_hash = {}, pretty = false, indent_len = 4)
    quoted = false
    # simplify jsonification of standard types
    simple_generate = ->(obj) do
      case obj
      when NilClass, :undef
        'null'
      when Integer, Float, TrueClass, FalseClass
        if quoted
          "\"#{obj}\""
        else
          obj.to_s
        end
      else
        # Should be a string
        # keep string integers unquoted
        (obj =~ %r{\A[-]?(0|[1-9]\d*)\z} && !quoted) ? obj : obj.to_json
      end
    end

    sorted_generate = ->(obj) do
      case obj
      when NilClass, :undef, Integer, Float, TrueClass, FalseClass, String
        return simple_generate.call(obj)
      when Array
        arrayRet = []
        obj.each do |a|
          arrayRet.push(sorted_generate.call(a))
        end
        return '[' << arrayRet.join(',') << ']'
      when Hash
        ret = []
        obj.keys.sort.each do |k|
          if k =~ %r{\A(node_meta|meta|tags)\z}
            quoted = true
          end
          ret.push(k.to_json << ':' << sorted_generate.call(obj[k]))
        end
        quoted = false
        return '{' << ret.join(',') << '}'
      else
        raise Exception, "Unable to handle object of type #{obj.class.name} with value #{obj.inspect}"
      end
    end

    sorted_pretty_generate = ->(obj, indent_len = 4, level = 0) do
      # Indent length
      indent = ' ' * indent_len

      case obj
      when NilClass, :undef, Integer, Float, TrueClass, FalseClass, String
        return simple_generate.call(obj)
      when Array
        arrayRet = []

        # We need to increase the level count before #each so the objects inside are indented twice.
        # When we come out of #each we decrease the level count so the closing brace lines up properly.
        level += 1
        obj.each do |a|
          arrayRet.push(sorted_pretty_generate.call(a, indent_len, level))
        end
        level -= 1

        return "[\n#{indent * (level + 1)}" << arrayRet.join(",\n#{indent * (level + 1)}") << "\n#{indent * level}]"

      when Hash
        ret = []

        # This level works in a similar way to the above
        level += 1
        obj.keys.sort.each do |k|
          if k =~ %r{\A(node_meta|meta|tags)\z}
            quoted = true
          end
          ret.push((indent * level).to_s << k.to_json << ': ' << sorted_pretty_generate.call(obj[k], indent_len, level))
        end
        level -= 1

        quoted = false
        return "{\n" << ret.join(",\n") << "\n#{indent * level}}"
      else
        raise Exception, "Unable to handle object of type #{obj.class.name} with value #{obj.inspect}"
      end
    end

    if pretty
      return sorted_pretty_generate.call(unsorted_hash, indent_len) << "\n"
    else
      return sorted_generate.call(unsorted_hash)
    end
  end
end
