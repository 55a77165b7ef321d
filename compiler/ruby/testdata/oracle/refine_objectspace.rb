# A refinement defined but not activated changes nothing (a helper that only defines one must load); refine's errors;
# `using` inside a method is Ruby's RuntimeError; ObjectSpace answers respond_to? (QA-FORGE-10 H9).
module Shout
  R = refine String do
    def shout
      upcase + '!'
    end
  end
end
p Shout::R.instance_methods(false)
p 'a'.respond_to?(:shout)
begin
  'a'.shout
rescue NoMethodError => e
  p e.class
end
p Module.new { refine(String) { def whisper = downcase } }.class.name
begin
  Module.new { refine(3) { } }
rescue TypeError => e
  p e.message
end
begin
  Module.new { refine(String) }
rescue ArgumentError => e
  p e.message
end
begin
  Class.new { refine(String) { } }
rescue NoMethodError => e
  p e.class
end
class UsesInMethod
  def self.go
    Module.new.send(:using, Shout)
  end
end
begin
  UsesInMethod.go
rescue RuntimeError => e
  p e.message
end
def top_using
  using Shout
end
begin
  top_using
rescue RuntimeError => e
  p e.message
end
begin
  Module.new { using String }
rescue TypeError => e
  p e.message
end
p ObjectSpace.respond_to?(:each_object), ObjectSpace.respond_to?(:garbage_collect), defined?(ObjectSpace)
