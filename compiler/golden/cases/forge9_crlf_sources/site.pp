# Sources with CRLF line ends (a control repository edited on Windows), written for this case (QA-FORGE-9):
# a manifest, heredocs (with escapes and the L flag), an EPP and an ERB template with -%> trimming.
include crlf
