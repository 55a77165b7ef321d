# Written for this case: the AST node class puppetdbquery's grammar actions build (type, value, children),
# shown as plain data.
module PuppetDB
  class ASTNode
    attr_accessor :type, :value, :children

    def initialize(type, value, children = [])
      @type = type
      @value = value
      @children = children
    end

    def to_data
      v = @value.is_a?(Hash) ? @value.map { |k, x| [k.to_s, x.is_a?(ASTNode) ? x.to_data : x] }.to_h : @value
      v = v.to_s if v.is_a?(Symbol)
      [@type.to_s, v, @children.map { |c| c.is_a?(ASTNode) ? c.to_data : c }]
    end
  end
end
