# What a 4.x module function receives for each kind of Puppet value (class, inspect-free facts about it),
# and what it can hand back. Each rescued. Written for this case.
Puppet::Functions.create_function(:'probe::kinds') do
  def kinds(values)
    values.map do |k, v|
      r = begin
            facts = [v.class.name]
            case v
            when Puppet::Pops::Types::PBinaryType::Binary
              facts += [v.length, v.to_s, v.binary_buffer.bytes.first(3), v.relaxed_to_s]
            when Puppet::Pops::Time::Timestamp
              facts += [v.to_s, v.nsecs, v.to_f, (v + 60).to_s]
            when Puppet::Pops::Time::Timespan
              facts += [v.to_s, v.total_seconds, v.nsecs]
            when SemanticPuppet::Version
              facts += [v.to_s, v.major, v.next(:minor).to_s]
            when SemanticPuppet::VersionRange
              facts += [v.to_s, v.include?(SemanticPuppet::Version.parse('1.5.0'))]
            when Puppet::Pops::Types::PAnyType
              facts += [v.to_s, v.name]
            when Regexp
              facts += [v.source, v.options]
            when Symbol
              facts += [v.to_s]
            when Puppet::Pops::Types::PSensitiveType::Sensitive
              facts += [v.unwrap]
            when Puppet::Pops::Evaluator::Closure
              facts += [v.parameter_count, v.call(2)]
            when Puppet::Pops::Types::Iterator
              facts += [v.to_a]
            when Puppet::Resource
              facts += [v.type, v.title, v.to_s]
            when Hash, Array, String, Integer, Float, TrueClass, FalseClass, NilClass
              facts += [v.frozen?]
            end
            facts
          rescue StandardError => e
            ['error', e.class.name]
          end
      "#{k}=#{r.inspect}"
    end
  end
end
