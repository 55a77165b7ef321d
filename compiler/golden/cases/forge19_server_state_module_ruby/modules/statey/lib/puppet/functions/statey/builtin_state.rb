# Writes on Ruby's own classes and modules (shared objects in a process):
# instance variables, constants, singleton and instance methods.
Puppet::Functions.create_function(:'statey::builtin_state') do
  dispatch :run do
    param 'String', :node
  end

  def run(node)
    out = []
    Integer.instance_variable_set(:@statey, node)
    out << Integer.instance_variable_get(:@statey)
    String.class_variable_set(:@@statey, node)
    out << String.class_variable_get(:@@statey)
    Comparable.module_eval { define_method(:statey_cmp) { |o| (self <=> o).to_s } }
    out << 3.statey_cmp(4)
    Object.send(:remove_const, :STATEY_NODE) if Object.const_defined?(:STATEY_NODE)
    Object.const_set(:STATEY_NODE, node)
    out << STATEY_NODE
    Math.const_set(:STATEY_PI, 3) unless Math.const_defined?(:STATEY_PI)
    out << Math::STATEY_PI.to_s
    Array.send(:define_method, :statey_second) { self[1] }
    out << [1, node].statey_second
    def Hash.statey_make(k)
      { k => true }
    end
    out << Hash.statey_make(node).keys.first
    Kernel.send(:define_method, :statey_kernel) { node }
    out << statey_kernel
    ENV['STATEY_NODE'] = node
    out << ENV['STATEY_NODE'].to_s
    srand(42)
    out << rand(1000).to_s
    out << "sym_#{node}".to_sym.inspect
    out.join('|')
  rescue => e
    "#{e.class}: #{e.message}"
  end
end
