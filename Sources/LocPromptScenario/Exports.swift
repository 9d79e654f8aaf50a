@_exported import LocPromptCore
