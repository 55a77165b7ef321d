# fail inside a 3.x function is the scope's (Puppet::Util::Errors#fail):
# a Puppet::Error, or the class given first.
module Puppet::Parser::Functions
  newfunction(:probe_fail, :type => :rvalue) do |args|
    out = []
    [[], [ArgumentError], [Puppet::ParseError]].each do |first|
      begin
        fail(*(first + ['boom', 'now']))
      rescue Exception => e
        out << "#{e.class}: #{e.message} (Puppet::Error: #{e.is_a?(Puppet::Error)})"
      end
    end
    out << "public fail: #{respond_to?(:fail)} #{self.class.public_method_defined?(:fail)}"
    out
  end
end
