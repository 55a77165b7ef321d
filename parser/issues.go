package parser

// Issue codes of the validator's errors (diag.Diagnostic.Code): Puppet's
// (Puppet::Pops::Issues, reported by Validation::Checker4_0), one per
// check, so that a program reads what failed without matching the text.
// TestValidationIssueCodes compares them with the codes Puppet 7.23 gives
// the same manifests (testdata/issues/record.rb).
const (
	IssueAppendsDeletes               = "APPENDS_DELETES_NO_LONGER_SUPPORTED"
	IssueCapturesRestNotLast          = "CAPTURES_REST_NOT_LAST"
	IssueCapturesRestNotSupported     = "CAPTURES_REST_NOT_SUPPORTED"
	IssueClassNotVirtualizable        = "CLASS_NOT_VIRTUALIZABLE"
	IssueCrossScopeAssignment         = "CROSS_SCOPE_ASSIGNMENT"
	IssueDuplicateDefault             = "DUPLICATE_DEFAULT"
	IssueDuplicateParameter           = "DUPLICATE_PARAMETER"
	IssueIdemExpressionNotLast        = "IDEM_EXPRESSION_NOT_LAST"
	IssueIdemNotAllowedLast           = "IDEM_NOT_ALLOWED_LAST"
	IssueIllegalAssignment            = "ILLEGAL_ASSIGNMENT"
	IssueIllegalAssignmentContext     = "ILLEGAL_ASSIGNMENT_CONTEXT"
	IssueIllegalAssignmentViaIndex    = "ILLEGAL_ASSIGNMENT_VIA_INDEX"
	IssueIllegalAttributeAppend       = "ILLEGAL_ATTRIBUTE_APPEND"
	IssueIllegalClassref              = "ILLEGAL_CLASSREF"
	IssueIllegalDefinitionName        = "ILLEGAL_DEFINITION_NAME"
	IssueIllegalEPPParameters         = "ILLEGAL_EPP_PARAMETERS"
	IssueIllegalExpression            = "ILLEGAL_EXPRESSION"
	IssueIllegalHostnameChars         = "ILLEGAL_HOSTNAME_CHARS"
	IssueIllegalHostnameInterpolation = "ILLEGAL_HOSTNAME_INTERPOLATION"
	IssueIllegalIndexedAssignment     = "ILLEGAL_INDEXED_ASSIGNMENT"
	IssueIllegalNodeInheritance       = "ILLEGAL_NODE_INHERITANCE"
	IssueIllegalNumericAssignment     = "ILLEGAL_NUMERIC_ASSIGNMENT"
	IssueIllegalNumericParameter      = "ILLEGAL_NUMERIC_PARAMETER"
	IssueIllegalNumericVarName        = "ILLEGAL_NUMERIC_VAR_NAME"
	IssueIllegalParamName             = "ILLEGAL_PARAM_NAME"
	IssueIllegalQueryExpression       = "ILLEGAL_QUERY_EXPRESSION"
	IssueIllegalTypeMapping           = "ILLEGAL_TYPE_MAPPING"
	IssueIllegalVarName               = "ILLEGAL_VAR_NAME"
	IssueMissingIndex                 = "MISSING_INDEX"
	IssueMultipleAttributesUnfold     = "MULTIPLE_ATTRIBUTES_UNFOLD"
	IssueNotAbsoluteTopLevel          = "NOT_ABSOLUTE_TOP_LEVEL"
	IssueNotRvalue                    = "NOT_RVALUE"
	IssueNotTopLevel                  = "NOT_TOP_LEVEL"
	IssueNotVirtualizable             = "NOT_VIRTUALIZEABLE" // (sic: Puppet's spelling)
	IssueNumericOverflow              = "NUMERIC_OVERFLOW"
	IssueReservedParameter            = "RESERVED_PARAMETER"
	IssueReservedTypeName             = "RESERVED_TYPE_NAME"
	IssueReservedWord                 = "RESERVED_WORD"
	IssueResourceWithoutTitle         = "RESOURCE_WITHOUT_TITLE"
	IssueUnsupportedExpression        = "UNSUPPORTED_EXPRESSION"

	// IssueNestingTooDeep is Punch's own: a program nested deeper than the
	// validator walks (Puppet has no such limit; its Ruby stack ends it).
	IssueNestingTooDeep = "EXPRESSION_TOO_DEEP"
	// IssueTypeMappingUnsupported is Punch's own: a type mapping Puppet
	// accepts (Runtime types mapped to Ruby classes) that Punch cannot
	// evaluate.
	IssueTypeMappingUnsupported = "UNSUPPORTED_TYPE_MAPPING"
)
