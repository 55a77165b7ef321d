// PuppetParser.g4 - the Puppet 7 language (manifests and EPP templates).
//
// Precedence and associativity follow Puppet's own grammar (egrammar.ra);
// the rules of an ANTLR left recursive rule are listed from the tightest
// binding to the loosest. Semantic transformations that Puppet makes while
// parsing (statement calls without parentheses, resource shapes, fully
// qualified definition names) are made by the AST builder in package parser.
parser grammar PuppetParser;

options { tokenVocab = PuppetLexer; }

// ---------------------------------------------------------------------------
// Programs

manifest
    : statements? EOF
    ;

// EPP_START is produced by the lexer when lexing a template.
eppTemplate
    : EPP_START eppParameters? statements? EOF
    ;

eppParameters
    : PIPE (parameters COMMA?)? PIPE
    ;

// Statements may be separated by ';' but a ';' may neither start nor end a
// sequence (as in Puppet 7).
statements
    : statement (SEMIC? statement)*
    ;

// A comma separated list is only valid as the arguments of a statement call
// (`include a, b`); the builder checks that.
statement
    : assignment (COMMA assignment)*
    ;

// Assignment is right associative and binds loosest.
assignment
    : relationship ((EQUALS | APPENDS | DELETES) assignment)?
    ;

relationship
    : resource ((IN_EDGE | IN_EDGE_SUB | OUT_EDGE | OUT_EDGE_SUB) resource)*
    ;

// ---------------------------------------------------------------------------
// Resources, defaults and overrides

resource
    : resource LBRACE resourceBodies RBRACE                      # titledResource
    | resource LBRACE (attributeOperations COMMA?)? RBRACE       # untitledResource
    | (AT | ATAT) resource                                       # resourceForm
    | CLASS LBRACE resourceBodies RBRACE                         # classResource
    | expression                                                 # resourceExpr
    ;

resourceBodies
    : resourceBody (SEMIC resourceBody)* SEMIC?
    ;

resourceBody
    : expression COLON (attributeOperations COMMA?)?
    ;

attributeOperations
    : attributeOperation (COMMA attributeOperation)*
    ;

attributeOperation
    : attributeName (FARROW | PARROW) expression
    | TIMES FARROW expression
    ;

attributeName
    : NAME
    | keyword
    ;

keyword
    : AND | CASE | CLASS | DEFAULT | DEFINE | ELSE | ELSIF | IF | IN | INHERITS
    | NODE | OR | UNDEF | UNLESS | TYPE | ATTR | FUNCTION | PRIVATE | PLAN | APPLY
    ;

// ---------------------------------------------------------------------------
// Expressions, from the tightest binding to the loosest

expression
    : expression LPAREN (arguments COMMA?)? RPAREN lambda?               # callExpr
    | expression DOT (NAME | TYPE) (LPAREN arguments? RPAREN)? lambda?   # methodCallExpr
    | expression LBRACK accessArgs COMMA? RBRACK                         # accessExpr
    | expression (LCOLLECT expression? RCOLLECT | LLCOLLECT expression? RRCOLLECT)
        (LBRACE (attributeOperations COMMA?)? RBRACE)?                   # collectExpr
    | <assoc=right> NOT expression                                       # notExpr
    | TIMES expression                                                   # unfoldExpr
    | MINUS expression                                                   # negExpr
    | expression IN expression                                           # inExpr
    | expression (MATCH | NOMATCH) expression                            # matchExpr
    | expression (TIMES | DIV | MODULO) expression                       # multExpr
    | expression (PLUS | MINUS) expression                               # addExpr
    | expression (LSHIFT | RSHIFT) expression                            # shiftExpr
    | expression (NOTEQUAL | ISEQUAL) expression                         # equalityExpr
    | expression (GREATEREQUAL | GREATERTHAN | LESSTHAN | LESSEQUAL) expression  # compareExpr
    | expression QMARK selectorEntries                                   # selectorExpr
    | expression AND expression                                          # andExpr
    | expression OR expression                                           # orExpr
    | primary                                                            # primaryExpr
    ;

primary
    : VARIABLE                                           # variable
    | (LPAREN | WSLPAREN) assignment RPAREN              # parenthesized
    | TYPE LPAREN (arguments COMMA?)? RPAREN lambda?     # typeCall
    | caseExpression                                     # case
    | ifExpression                                       # if
    | unlessExpression                                   # unless
    | defineExpression                                   # define
    | classExpression                                    # class
    | nodeExpression                                     # node
    | functionExpression                                 # function
    | typeAlias                                          # alias
    | typeDefinition                                     # typeDef
    | (PRIVATE | ATTR)                                   # reservedWord
    | (LISTSTART | LBRACK) (collectionEntries COMMA?)? RBRACK  # array
    | hash                                               # hashLiteral
    | REGEX                                              # regex
    | quotedText                                         # text
    | CLASSREF                                           # typeRef
    | NUMBER                                             # number
    | (TRUE | FALSE)                                     # boolean
    | DEFAULT                                            # default
    | UNDEF                                              # undef
    | NAME                                               # name
    | RENDER_STRING                                      # renderString
    | RENDER_EXPR (expression | LBRACE statements? RBRACE) (EPP_END | EPP_END_TRIM)  # renderExpr
    ;

arguments
    : argument (COMMA argument)*
    ;

argument
    : hashPair
    | assignment
    ;

accessArgs
    : accessArg (COMMA accessArg)*
    ;

accessArg
    : hashPair
    | expression
    ;

collectionEntries
    : collectionEntry (COMMA collectionEntry)*
    ;

collectionEntry
    : hashPair
    | assignment
    | TYPE
    | FUNCTION
    ;

hash
    : LBRACE (hashPair (COMMA hashPair)* COMMA?)? RBRACE
    ;

hashPair
    : hashKey FARROW hashKey
    ;

hashKey
    : assignment
    | TYPE
    | FUNCTION
    ;

selectorEntries
    : selectorEntry
    | SELBRACE selectorEntry (COMMA selectorEntry)* COMMA? RBRACE
    ;

selectorEntry
    : expression FARROW expression
    ;

lambda
    : PIPE (parameters COMMA?)? PIPE returnType? LBRACE statements? RBRACE
    ;

// ---------------------------------------------------------------------------
// Conditionals

ifExpression
    : IF expression LBRACE statements? RBRACE elsePart?
    ;

elsePart
    : ELSIF expression LBRACE statements? RBRACE elsePart?
    | ELSE LBRACE statements? RBRACE
    ;

unlessExpression
    : UNLESS expression LBRACE statements? RBRACE (ELSE LBRACE statements? RBRACE)?
    ;

caseExpression
    : CASE expression LBRACE caseOption+ RBRACE
    ;

caseOption
    : expression (COMMA expression)* COLON LBRACE statements? RBRACE
    ;

// ---------------------------------------------------------------------------
// Definitions

defineExpression
    : DEFINE className parameterList? LBRACE statements? RBRACE
    ;

classExpression
    : CLASS className parameterList? (INHERITS (className | DEFAULT))? LBRACE statements? RBRACE
    ;

nodeExpression
    : NODE hostname (COMMA hostname)* COMMA? (INHERITS hostname)? LBRACE statements? RBRACE
    ;

hostname
    : dottedName
    | quotedText
    | DEFAULT
    | REGEX
    ;

dottedName
    : (NAME | NUMBER) (DOT (NAME | NUMBER))*
    ;

functionExpression
    : FUNCTION className parameterList? returnType? LBRACE statements? RBRACE
    ;

returnType
    : RSHIFT CLASSREF (LBRACK accessArgs RBRACK)?
    ;

// CLASS and a quoted string are accepted here so that the builder can give
// Puppet's messages for them.
className
    : NAME
    | WORD
    | CLASSREF
    | CLASS
    | STRING
    ;

parameterList
    : (LPAREN | WSLPAREN) (parameters COMMA?)? RPAREN
    ;

parameters
    : parameter (COMMA parameter)*
    ;

parameter
    : (CLASSREF (LBRACK accessArgs RBRACK)?)? TIMES? VARIABLE (EQUALS expression)?
    ;

typeAlias
    : TYPE CLASSREF (LBRACK accessArgs RBRACK)? EQUALS
      ( CLASSREF hash
      | CLASSREF LBRACK accessArgs COMMA? RBRACK
      | CLASSREF
      | hash
      | LISTSTART (collectionEntries COMMA?)? RBRACK
      | LBRACK (collectionEntries COMMA?)? RBRACK
      )
    ;

typeDefinition
    : TYPE CLASSREF (INHERITS CLASSREF)? LBRACE statements? RBRACE
    ;

// ---------------------------------------------------------------------------
// Strings

quotedText
    : STRING                                # sqString
    | WORD                                  # word
    | dqString                              # interpolated
    | HEREDOC (STRING | dqString)           # heredoc
    ;

dqString
    : DQPRE assignment (DQMID assignment)* DQPOST
    ;
