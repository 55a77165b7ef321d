# A 3.x function probing Puppet's Ruby API as module code does: methods
# Puppet 7.23 does not have raise NoMethodError, which the code rescues.
module Puppet::Parser::Functions
  newfunction(:probe_nomethod, :type => :rvalue) do |args|
    out = []
    { 'scope' => self, 'catalog' => catalog, 'compiler' => compiler,
      'environment' => environment, 'node' => compiler.node,
      'resource' => resource, 'source' => source, 'Puppet' => Puppet }.each do |label, obj|
      [:tags, :known_resource_types, :no_such_method].each do |m|
        # Puppet has some of them on some objects: those are not called
        if obj.respond_to?(m)
          out << "#{label}.#{m}: responds"
          next
        end
        begin
          obj.public_send(m)
          out << "#{label}.#{m}: ok"
        rescue NoMethodError => e
          out << "#{label}.#{m}: #{e.class} #{e.name} #{e.receiver.equal?(obj)}"
        end
      end
      out << "#{label} class #{obj.is_a?(Module) ? obj.name : obj.class}"
    end
    begin
      Puppet.no_such_method
    rescue NoMethodError => e
      out << e.message
    end
    out
  end
end
