# Puppet::Util's module functions module code calls (Puppet 7.23 has them
# loaded when module code runs): which and symbolizehash. Written for Punch
# after what Puppet's puppet/util.rb does; module_function, as there, so a
# module that includes Puppet::Util calls them bare too.
module Puppet
  module Util
    # the executable file bin names: an absolute path as it is, else the
    # first one found in the directories of PATH (the server's, as Puppet's
    # process has it); nil when there is none
    def which(bin)
      if Puppet::Util.absolute_path?(bin)
        return bin if FileTest.file?(bin) && FileTest.executable?(bin)
        return nil
      end
      (ENV['PATH'] || '').split(File::PATH_SEPARATOR).each do |dir|
        begin
          dest = File.expand_path(File.join(dir, bin))
        rescue ArgumentError => e
          # a '~' in PATH that cannot be expanded: Puppet skips the entry
          raise unless e.message =~ /HOME|doesn't exist|can't find user/
          next
        end
        return dest if FileTest.file?(dest) && FileTest.executable?(dest)
      end
      nil
    end

    # the Hash with each key that can be a Symbol made one
    def symbolizehash(hash)
      out = {}
      hash.each do |name, val|
        name = name.intern if name.respond_to?(:intern)
        out[name] = val
      end
      out
    end

    module_function :which, :symbolizehash
  end
end
